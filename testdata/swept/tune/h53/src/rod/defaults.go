package rod

import (
	"strings"
	"time"
)

// Slow and URL are the options parsed from the rod flag.
var (
	Slow time.Duration
	URL  string
)

// Source: github.com/go-rod/rod/lib/defaults/defaults.go:91 (syntax: a documentation link inside a panic message; prose, rule 4; one of a sample of 14 of 47 swept look-alike lines.)
func parseSlow(v string) {
	var err error
	Slow, err = time.ParseDuration(v)
	if err != nil {
		msg := "invalid value for \"slow\": " + err.Error() + " (learn format from https://golang.org/pkg/time/#ParseDuration)" // lookalike
		panic(msg)
	}
}

func parse(options string) {
	for _, opt := range strings.Split(options, ",") {
		k, v, _ := strings.Cut(opt, "=")
		switch k {
		case "slow":
			parseSlow(v)
		case "url":
			URL = v
		}
	}
}
