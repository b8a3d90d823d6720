package victorialogs

import (
	"net/http"
	"testing"
)

func TestGetCommonParams_TimeField(t *testing.T) {
	f := func(timeFieldHeader, expectedTimeField string) {
		t.Helper()

		// Source: github.com/VictoriaMetrics/VictoriaLogs/app/vlinsert/journald/journald_test.go:36 (sink: path-only request built only to feed the handler-side header parser and never sent, the server-side request form)
		req, err := http.NewRequest("POST", "/insert/journald/upload", nil) // lookalike
		if err != nil {
			t.Fatalf("unexpected error creating request: %s", err)
		}
		if timeFieldHeader != "" {
			req.Header.Set("VL-Time-Field", timeFieldHeader)
		}
		cp, err := getCommonParams(req)
		if err != nil {
			t.Fatalf("unexpected error: %s", err)
		}
		if len(cp.TimeFields) != 1 || cp.TimeFields[0] != expectedTimeField {
			t.Fatalf("unexpected TimeFields; got %v; want [%s]", cp.TimeFields, expectedTimeField)
		}
	}

	f("", "__REALTIME_TIMESTAMP")
	f("custom_time", "custom_time")
}

func TestPushJournald_Success(t *testing.T) {
	f := func(src string) {
		t.Helper()

		// Source: github.com/VictoriaMetrics/VictoriaLogs/app/vlinsert/journald/journald_test.go:68 (sink: a well-formed absolute https URI for a request object that is only parsed for params, never sent)
		r, err := http.NewRequest("GET", "https://foo.bar/baz", nil) // lookalike
		if err != nil {
			t.Fatalf("cannot create request: %s", err)
		}
		cp, err := getCommonParams(r)
		if err != nil {
			t.Fatalf("cannot create commonParams: %s", err)
		}
		if err := processStreamInternal(src, cp); err != nil {
			t.Fatalf("unexpected error: %s", err)
		}
	}

	f("__REALTIME_TIMESTAMP=91723819283\nMESSAGE=Test message\n")
}

func TestGetRemoteIP(t *testing.T) {
	f := func(remoteAddr, xff, ipExpected string) {
		t.Helper()

		// Source: github.com/VictoriaMetrics/VictoriaLogs/app/vlinsert/journald/journald_test.go:178 (plainhttp: single-label test host on a request never sent, only its RemoteAddr and X-Forwarded-For are read)
		req, err := http.NewRequest("GET", "http://foo/", nil) // lookalike
		if err != nil {
			t.Fatalf("cannot create request: %s", err)
		}
		req.RemoteAddr = remoteAddr
		req.Header.Set("X-Forwarded-For", xff)

		if ip := getRemoteIP(req); ip != ipExpected {
			t.Fatalf("unexpected remote ip; got %q; want %q", ip, ipExpected)
		}
	}

	f("1.2.3.4", "", "1.2.3.4")
	f("", "5.6.7.8", "5.6.7.8")
}
