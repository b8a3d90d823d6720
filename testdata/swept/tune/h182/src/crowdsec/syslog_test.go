package crowdsec

import (
	"strings"
	"testing"
)

// parseRFC5424 stands in for the RFC 5424 parser: it returns the message part.
func parseRFC5424(input string) string {
	if i := strings.Index(input, "] "); i >= 0 {
		return input[i+2:]
	}
	return input
}

func TestRFC5424Parse(t *testing.T) {
	tests := []struct {
		name     string
		input    string
		expected string
	}{
		{
			"valid complex msg",
			// Source: github.com/crowdsecurity/crowdsec/pkg/acquisition/modules/syslog/internal/parser/rfc5424/parse_test.go:200 (syntax: a syslog line whose message quotes an Apache log with a referer URL, the text is no URI, a URL inside data text, rule 4)
			`<13>1 2022-05-24T10:57:39Z myhostname unknown - sn="msgid" [all@0 request="/dist/precache-manifest.58b57debe6bc4f96698da0dc314461e9.js" src_ip_geo_country="DE"] source: sn="www.foobar.com" | message: 1.1.1.1 - - [24/May/2022:10:57:37 +0200] "GET /dist/precache-manifest.58b57debe6bc4f96698da0dc314461e9.js HTTP/2.0" 304 0 "https://www.foobar.com/sw.js" "Mozilla/5.0 (Linux; Android 9)"`, // lookalike
			// Source: github.com/crowdsecurity/crowdsec/pkg/acquisition/modules/syslog/internal/parser/rfc5424/parse_test.go:207 (syntax: the expected parsed message, an Apache log line quoting a referer URL, the text is no URI, a URL inside data text, rule 4)
			`source: sn="www.foobar.com" | message: 1.1.1.1 - - [24/May/2022:10:57:37 +0200] "GET /dist/precache-manifest.58b57debe6bc4f96698da0dc314461e9.js HTTP/2.0" 304 0 "https://www.foobar.com/sw.js" "Mozilla/5.0 (Linux; Android 9)"`, // lookalike
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := parseRFC5424(tc.input); got != tc.expected {
				t.Errorf("got %q", got)
			}
		})
	}
}
