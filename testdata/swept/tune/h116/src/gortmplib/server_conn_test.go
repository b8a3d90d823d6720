package gortmplib

import (
	"fmt"
	"net/url"
	"strings"
	"testing"
)

func TestServerConnNeedAuth2(t *testing.T) {
	// Source: github.com/bluenviron/gortmplib/server_conn_test.go:156 (syntax: a second "?" inside the query is legal, and the test expects the need-auth rejection for it)
	c := &ServerConn{tcURL: "rtmp://127.0.0.1:9121/stream?key=val?authmod=adobe&user=myuser"} // lookalike
	if err := c.checkCredentials("myuser", "mypass", "testsalt", "testchallenge"); err == nil {
		t.Fatal("expected error")
	}
	if !strings.Contains(c.description, "needauth") {
		t.Errorf("got %s", c.description)
	}
}

func TestServerConnAuth3(t *testing.T) {
	clientChallenge := "c0ffee00c0ffee00c0ffee00c0ffee00"
	response := authResponse("myuser", "mypass", "testsalt", "", "testchallenge", clientChallenge)
	c := &ServerConn{
		// Source: github.com/bluenviron/gortmplib/server_conn_test.go:196 (escaper: the app the test sends and expects to be accepted holds base64.StdEncoding output raw in a query value)
		app: fmt.Sprintf("stream?key=val?authmod=adobe&user=myuser&challenge=%s&response=%s", clientChallenge, response), // defect escaper
		// Source: github.com/bluenviron/gortmplib/server_conn_test.go:202 (escaper: the tcUrl the test sends and expects to be accepted holds base64.StdEncoding output raw in a query value)
		tcURL: fmt.Sprintf("rtmp://127.0.0.1:9121/stream?key=val?authmod=adobe&user=myuser&challenge=%s&response=%s", clientChallenge, response), // defect escaper
	}
	if err := c.checkCredentials("myuser", "mypass", "testsalt", "testchallenge"); err != nil {
		t.Fatal(err)
	}
	want := &url.URL{
		Scheme: "rtmp",
		// Source: github.com/bluenviron/gortmplib/server_conn_test.go:86 (hostjoin: the expected Host is a constant IPv4 host:port of the test)
		Host:     "127.0.0.1:9121", // lookalike
		Path:     "/stream",
		RawQuery: "key=val",
	}
	if c.URL.String() != want.String() {
		t.Errorf("got %s, want %s", c.URL, want)
	}
}

func TestServerConnURL(t *testing.T) {
	for _, ca := range []struct {
		name        string
		tcurl       string
		expectedURL string
	}{
		{
			name: "ffmpeg, publish, single-component path",
			// Source: github.com/bluenviron/gortmplib/server_conn_test.go:629 (port: a row of a table that varies the tcUrl clients send on purpose, with the RTMP port written out)
			tcurl: "rtmp://localhost:1935/comp1", // lookalike
			// Source: github.com/bluenviron/gortmplib/server_conn_test.go:632 (port: the expected URL of a row of a table that varies the tcUrl on purpose, with the RTMP port written out)
			expectedURL: "rtmp://localhost:1935/comp1", // lookalike
		},
		{
			name: "Neko",
			// Source: github.com/bluenviron/gortmplib/server_conn_test.go:734 (syntax: a row varying the tcUrl on purpose with the leading quote one client sends, which the server trims)
			tcurl: "'rtmp://localhost:1935/stream", // lookalike
			// Source: github.com/bluenviron/gortmplib/server_conn_test.go:737 (port: the expected URL of a row of a table that varies the tcUrl on purpose, with the RTMP port written out)
			expectedURL: "rtmp://localhost:1935/stream", // lookalike
		},
	} {
		t.Run(ca.name, func(t *testing.T) {
			c := &ServerConn{tcURL: ca.tcurl}
			if err := c.parseURL(); err != nil {
				t.Fatal(err)
			}
			if c.URL.String() != ca.expectedURL {
				t.Errorf("got %s, want %s", c.URL, ca.expectedURL)
			}
		})
	}
}
