package scs

import (
	"context"
	"io/ioutil"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"reflect"
	"sort"
	"strconv"
	"testing"
)

type testServer struct {
	*httptest.Server
}

func newTestServer(t *testing.T, h http.Handler) *testServer {
	ts := httptest.NewTLSServer(h)
	jar, err := cookiejar.New(nil)
	if err != nil {
		t.Fatal(err)
	}
	ts.Client().Jar = jar
	return &testServer{ts}
}

func (ts *testServer) execute(t *testing.T, urlPath string) (http.Header, string) {
	// Source: github.com/alexedwards/scs/v2/session_test.go:40 (baseslash: the httptest server URL has no path and urlPath is a rooted path, so concatenation is the intended absolute URL)
	rs, err := ts.Client().Get(ts.URL + urlPath) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	defer rs.Body.Close()
	body, err := ioutil.ReadAll(rs.Body)
	if err != nil {
		t.Fatal(err)
	}
	return rs.Header, string(body)
}

func TestIterate(t *testing.T) {
	t.Parallel()

	sessionManager := New()

	mux := http.NewServeMux()
	mux.HandleFunc("/put", http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		sessionManager.Put(r.Context(), "foo", r.URL.Query().Get("foo"))
	}))

	for i := 0; i < 3; i++ {
		ts := newTestServer(t, sessionManager.LoadAndSave(mux))
		defer ts.Close()

		// Source: github.com/alexedwards/scs/v2/session_test.go:323 (escaper: strconv.Itoa yields only digits, which need no query escaping, so splicing it raw is right)
		ts.execute(t, "/put?foo="+strconv.Itoa(i)) // lookalike
	}

	results := []string{}
	err := sessionManager.Iterate(context.Background(), func(ctx context.Context) error {
		results = append(results, sessionManager.GetString(ctx, "foo"))
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	sort.Strings(results)
	if !reflect.DeepEqual(results, []string{"0", "1", "2"}) {
		t.Fatalf("unexpected value: got %v", results)
	}
}
