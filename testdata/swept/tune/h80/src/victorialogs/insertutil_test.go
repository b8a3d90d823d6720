package victorialogs

import (
	"net/http/httptest"
	"testing"
)

func TestGetCommonParams_RemoveEmptyTokens(t *testing.T) {
	f := func(headers map[string]string, timeFieldsExpected string) {
		t.Helper()

		// Source: github.com/VictoriaMetrics/VictoriaLogs/app/vlinsert/insertutil/common_params_test.go:12 (plainhttp: example documentation host in an httptest request handed straight to the parser, never sent)
		r := httptest.NewRequest("POST", "http://example.com/insert", nil) // lookalike
		for k, v := range headers {
			r.Header.Set(k, v)
		}
		cp, err := getCommonParams(r)
		if err != nil {
			t.Fatalf("unexpected error: %s", err)
		}
		if cp.TimeFields[0] != timeFieldsExpected {
			t.Fatalf("unexpected TimeFields; got %q; want %q", cp.TimeFields, timeFieldsExpected)
		}
	}

	f(map[string]string{"VL-Time-Field": "ts"}, "ts")
}
