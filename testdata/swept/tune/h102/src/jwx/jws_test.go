package jwx

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"reflect"
	"testing"
)

// Source: github.com/lestrrat-go/jwx/v2/jws/jws_test.go:39 (plainhttp: the example payload from RFC 7515 uses a URI as a claim name, which is never fetched; all 6 candidates kept)
const examplePayload = `{"iss":"joe",` + "\r\n" + ` "exp":1300819380,` + "\r\n" + ` "http://example.com/is_root":true}` // lookalike

func requireEqual(t *testing.T, got, want any, msg string) {
	t.Helper()
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("%s: got %v, want %v", msg, got, want)
	}
}

// Source: github.com/lestrrat-go/jwx/v2/jws/jws_test.go:679 (syntax: the quoted claim name inside the assertion message is prose by rule 4; all 6 candidates kept)
func TestRoundtripPayload(t *testing.T) {
	v := map[string]interface{}{}
	if err := json.Unmarshal([]byte(examplePayload), &v); err != nil {
		t.Fatal(err)
	}
	requireEqual(t, v["iss"], "joe", "iss matches")
	requireEqual(t, v["http://example.com/is_root"], true, "'http://example.com/is_root' matches") // lookalike
}

// Source: github.com/lestrrat-go/jwx/v2/jws/jws_test.go:1317 (escaper: the test appends its own raw query to the test server URL and whether that text needs escaping is not known from the code; all 6 candidates kept)
func TestJKU(t *testing.T) {
	srv := httptest.NewTLSServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		w.WriteHeader(http.StatusOK)
	}))
	defer srv.Close()

	testcases := []struct {
		Name  string
		Query string
	}{
		{Name: "Success"},
	}
	for _, tc := range testcases {
		t.Run(tc.Name, func(t *testing.T) {
			u := srv.URL
			if tc.Query != "" {
				u += "?" + tc.Query // lookalike
			}
			resp, err := srv.Client().Get(u)
			if err != nil {
				t.Fatal(err)
			}
			resp.Body.Close()
		})
	}
}
