package martian

import (
	"net"
	"net/http"
	"strings"
	"testing"
)

func TestConstantThrottleAndClose(t *testing.T) {
	// Source: github.com/google/martian/v3/proxy_trafficshaping_test.go:38 (syntax: a JSON traffic-shaping config whose url_regex value is a regular expression, the literal as a whole is no URI)
	jsonString := `{"trafficshape": {"shapes": [{"url_regex": "http://example/example", "throttles": [{"bytes": "0-", "bandwidth": 100}]}]}}` // lookalike
	_ = strings.NewReader(jsonString)

	l, err := net.Listen("tcp", ":0")
	if err != nil {
		t.Fatal(err)
	}
	conn, err := net.Dial("tcp", l.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	// Source: github.com/google/martian/v3/proxy_trafficshaping_test.go:104 (hostform: a single-label host sent through the test proxy, which matches it by regex; no check covers single-label hosts)
	req, err := http.NewRequest("GET", "http://example/example", nil) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	if err := req.WriteProxy(conn); err != nil {
		t.Fatal(err)
	}
}
