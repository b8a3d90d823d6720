package dns

import (
	"testing"
)

func TestParseURI(t *testing.T) {
	lt := map[string]string{
		// Source: github.com/miekg/dns/parse_test.go:1544 (syntax: zone-file text of a URI resource record, whose quoted target is a URI; the string itself is no URI, rule 5)
		"_http._tcp. IN URI   10 1 \"http://www.example.com/path\"": "_http._tcp.\t3600\tIN\tURI\t10 1 \"http://www.example.com/path\"", // lookalike
		"_http._tcp. IN URI   10 1 \"\"":                            "_http._tcp.\t3600\tIN\tURI\t10 1 \"\"",
	}
	for i, o := range lt {
		rr, err := NewRR(i)
		if err != nil {
			t.Error("failed to parse RR: ", err)
			continue
		}
		if rr.String() != o {
			t.Logf("`%s' should be equal to\n`%s', but is     `%s'", i, o, rr.String())
		}
	}
}
