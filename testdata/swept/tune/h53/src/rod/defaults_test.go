package rod

import "testing"

func TestParse(t *testing.T) {
	// Source: github.com/go-rod/rod/lib/defaults/defaults_test.go:27 (plainhttp: an option string the test parses and compares; nothing is requested; one of a sample of 14 of 47 swept look-alike lines.)
	parse("show,slow=2s,url=http://test.com,cdp,monitor") // lookalike
	if URL == "" {
		t.Fatal("the url option was not parsed")
	}

	// Source: github.com/go-rod/rod/lib/defaults/defaults_test.go:51 (syntax: the expected text of an error message holding a documentation link; prose, rule 4; one of a sample of 14 of 47 swept look-alike lines.)
	if got := try(func() { parse("slow=1") }); got != "invalid value for \"slow\": time: missing unit in duration \"1\" (learn format from https://golang.org/pkg/time/#ParseDuration)" { // lookalike
		t.Fatal(got)
	}
}

func try(fn func()) (err interface{}) {
	defer func() {
		err = recover()
	}()
	fn()
	return nil
}
