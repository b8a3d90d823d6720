package fabio

import (
	"bytes"
	"net/http"
	"net/url"
	"testing"
	"time"
)

type event struct {
	Start   time.Time
	Request *http.Request
}

func logEvent(b *bytes.Buffer, e *event) {
	b.WriteString(e.Request.Method + " " + e.Request.URL.Path)
}

func BenchmarkLog(b *testing.B) {
	e := &event{
		Start: time.Date(2016, 1, 1, 0, 0, 0, 0, time.UTC),
		Request: &http.Request{
			RequestURI: "/?q=x",
			RemoteAddr: "2.2.2.2:666",
			Host:       "foo.com",
			URL: &url.URL{
				Path:     "/",
				RawQuery: "q=x",
				// Source: github.com/fabiolb/fabio/logger/logger_test.go:194 (benchmark request whose URL Host field holds a space, which no host may hold; nothing marks it deliberate)
				Host: "proxy host", // defect syntax
			},
			Method: "GET",
			Proto:  "HTTP/1.1",
		},
	}
	var buf bytes.Buffer
	for range b.N {
		buf.Reset()
		logEvent(&buf, e)
	}
}

func TestTCPProxyTargets(t *testing.T) {
	port := "57443"
	for _, data := range []struct {
		name string
		u    string
		h    string
	}{
		{
			name: "https proxy for example.com",
			// Source: github.com/fabiolb/fabio/proxy/inetaf_tcpproxy_integration_test.go:131 (a constant host name joined to the listener port; no IPv6 risk)
			u: "https://example.com:" + port, // lookalike
			h: "example.com",
		},
		{
			name: "tcp proxy for example2.com serving https",
			// Source: github.com/fabiolb/fabio/proxy/inetaf_tcpproxy_integration_test.go:136 (same, for the second constant host name)
			u: "https://example2.com:" + port, // lookalike
			h: "example2.com",
		},
	} {
		t.Run(data.name, func(t *testing.T) {
			req, err := http.NewRequest("GET", data.u, nil)
			if err != nil {
				t.Fatal(err)
			}
			req.Host = data.h
		})
	}
}
