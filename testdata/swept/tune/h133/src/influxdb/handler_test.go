package influxdb

import (
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
)

const (
	testUserAlice = "alice"
	testUserBob   = "bob"
)

// authHandler accepts a request whose query names a user with the password pass.
type authHandler struct{ users map[string]int }

func (h *authHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	if q.Get("p") != "pass" {
		w.WriteHeader(http.StatusUnauthorized)
		return
	}
	h.users[q.Get("u")]++
	if r.Method == http.MethodPost {
		w.WriteHeader(http.StatusNoContent)
		return
	}
	w.WriteHeader(http.StatusOK)
}

func newAuthHandler() *authHandler { return &authHandler{users: map[string]int{}} }

func MustNewRequest(method, urlStr string, body io.Reader) *http.Request {
	r, err := http.NewRequest(method, urlStr, body)
	if err != nil {
		panic(err.Error())
	}
	return r
}

func MustNewJSONRequest(method, urlStr string, body io.Reader) *http.Request {
	r := MustNewRequest(method, urlStr, body)
	r.Header.Set("Accept", "application/json")
	return r
}

func doWrite(h http.Handler, urlStr, body string) *httptest.ResponseRecorder {
	w := httptest.NewRecorder()
	h.ServeHTTP(w, MustNewRequest("POST", urlStr, strings.NewReader(body)))
	return w
}

func expect(t *testing.T, h http.Handler, r *http.Request, code int) {
	t.Helper()
	w := httptest.NewRecorder()
	h.ServeHTTP(w, r)
	if w.Code != code {
		t.Fatalf("status = %d, want %d", w.Code, code)
	}
}

func TestHandler_Query_Chunked(t *testing.T) {
	s := httptest.NewServer(newAuthHandler())
	defer s.Close()
	u, err := url.Parse(s.URL)
	if err != nil {
		t.Fatal(err)
	}
	values := url.Values{}
	values.Set("q", "SELECT * FROM cpu")
	values.Set("db", "db0")
	values.Set("u", testUserAlice)
	values.Set("p", "pass")
	// Source: github.com/influxdata/influxdb/services/httpd/handler_test.go:567 (escaper: the query is built with url.Values and encoded by Encode, which escapes the spaces and the star of the statement; uniform sample of 31 of 94.)
	u.RawQuery = values.Encode() // lookalike
	resp, err := http.Get(u.String())
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
}

func TestHandler_UserQueryBytes(t *testing.T) {
	h := newAuthHandler()
	// Source: github.com/influxdata/influxdb/services/httpd/handler_test.go:2929 (escaper: the user name is a fixed test constant and names are look-alikes for escaper, and the password is the constant pass, which needs no escaping; uniform sample of 31 of 94.)
	expect(t, h, MustNewJSONRequest("GET", "/query?u="+testUserAlice+"&p=pass&db=foo&q=SELECT+*+FROM+bar", nil), http.StatusOK) // lookalike
	// Source: github.com/influxdata/influxdb/services/httpd/handler_test.go:3224 (escaper: the user name is a fixed test constant and names are look-alikes for escaper, and the password is the constant pass, which needs no escaping; uniform sample of 31 of 94.)
	expect(t, h, MustNewJSONRequest("GET", "/query?u="+testUserAlice+"&p=pass&db=foo&q=SELECT+*+FROM+bar", nil), http.StatusOK) // lookalike
	// Source: github.com/influxdata/influxdb/services/httpd/handler_test.go:3264 (escaper: the user name is a fixed test constant and names are look-alikes for escaper, and the password is the constant pass, which needs no escaping; uniform sample of 31 of 94.)
	expect(t, h, MustNewJSONRequest("GET", "/query?u="+testUserBob+"&p=pass&db=foo&q=SELECT+*+FROM+bar", nil), http.StatusOK) // lookalike
	// Source: github.com/influxdata/influxdb/services/httpd/handler_test.go:3307 (escaper: the user name is a fixed test constant and names are look-alikes for escaper, and the password is the constant pass, which needs no escaping; uniform sample of 31 of 94.)
	expect(t, h, MustNewJSONRequest("GET", "/debug/vars?u="+testUserAlice+"&p=pass", nil), http.StatusOK) // lookalike
	// Source: github.com/influxdata/influxdb/services/httpd/handler_test.go:3365 (escaper: the user name is a fixed test constant and names are look-alikes for escaper, and the password is the constant pass, which needs no escaping; uniform sample of 31 of 94.)
	expect(t, h, MustNewJSONRequest("GET", "/query?u="+testUserBob+"&p=pass&db=foo&q=SELECT+*+FROM+bar", nil), http.StatusOK) // lookalike
	if h.users[testUserAlice] != 3 || h.users[testUserBob] != 2 {
		t.Errorf("unexpected per-user counts: %v", h.users)
	}
}

func TestHandler_UserQueryBytes_ManyUsers(t *testing.T) {
	h := newAuthHandler()
	for i := 0; i < 3; i++ {
		user := fmt.Sprintf("user%d", i)
		// Source: github.com/influxdata/influxdb/services/httpd/handler_test.go:3074 (escaper: the user name is made by the test from a fixed prefix and a number and names are look-alikes for escaper, and the password is the constant pass; uniform sample of 31 of 94.)
		expect(t, h, MustNewJSONRequest("GET", fmt.Sprintf("/query?u=%s&p=pass&db=foo&q=SELECT+*+FROM+bar", user), nil), http.StatusOK) // lookalike
	}
}

func TestHandler_UserWriteBytes(t *testing.T) {
	h := newAuthHandler()
	// Source: github.com/influxdata/influxdb/services/httpd/handler_test.go:3484 (escaper: the user name is a fixed test constant and names are look-alikes for escaper, and the password is the constant pass, which needs no escaping; uniform sample of 31 of 94.)
	if w := doWrite(h, "/write?db=foo&u="+testUserBob+"&p=pass", "cpu value=1"); w.Code != http.StatusNoContent { // lookalike
		t.Fatalf("status = %d", w.Code)
	}
	// Source: github.com/influxdata/influxdb/services/httpd/handler_test.go:3633 (escaper: the user name is a fixed test constant and names are look-alikes for escaper, and the password is the constant pass, which needs no escaping; uniform sample of 31 of 94.)
	expect(t, h, MustNewRequest("POST", "/api/v1/prom/write?db=foo&u="+testUserAlice+"&p=pass", strings.NewReader("")), http.StatusNoContent) // lookalike
	// Source: github.com/influxdata/influxdb/services/httpd/handler_test.go:3661 (escaper: the user name is a fixed test constant and names are look-alikes for escaper, and the password is the constant pass, which needs no escaping; uniform sample of 31 of 94.)
	expect(t, h, MustNewRequest("POST", "/api/v1/prom/write?db=foo&u="+testUserAlice+"&p=pass", strings.NewReader("")), http.StatusNoContent) // lookalike
	// Source: github.com/influxdata/influxdb/services/httpd/handler_test.go:3788 (escaper: the user name is a fixed test constant and names are look-alikes for escaper, and the password is the constant pass, which needs no escaping; uniform sample of 31 of 94.)
	if w := doWrite(h, "/write?db=foo&u="+testUserBob+"&p=pass", "cpu value=2"); w.Code != http.StatusNoContent { // lookalike
		t.Fatalf("status = %d", w.Code)
	}
	// Source: github.com/influxdata/influxdb/services/httpd/handler_test.go:3864 (escaper: the user name is a fixed test constant and names are look-alikes for escaper, and the password is the constant pass, which needs no escaping; uniform sample of 31 of 94.)
	expect(t, h, MustNewJSONRequest("GET", "/debug/vars?u="+testUserAlice+"&p=pass", nil), http.StatusOK) // lookalike
	// Source: github.com/influxdata/influxdb/services/httpd/handler_test.go:3899 (escaper: the user name is a fixed test constant and names are look-alikes for escaper, and the password is the constant pass, which needs no escaping; uniform sample of 31 of 94.)
	if w := doWrite(h, "/write?db=foo&u="+testUserAlice+"&p=pass", "cpu,host=a value=1"); w.Code != http.StatusNoContent { // lookalike
		t.Fatalf("status = %d", w.Code)
	}
	// Source: github.com/influxdata/influxdb/services/httpd/handler_test.go:3939 (escaper: the user name is a fixed test constant and names are look-alikes for escaper, and the password is the constant pass, which needs no escaping; uniform sample of 31 of 94.)
	if w := doWrite(h, "/write?db=foo&u="+testUserAlice+"&p=pass", "cpu,host=a value=1"); w.Code != http.StatusNoContent { // lookalike
		t.Fatalf("status = %d", w.Code)
	}
}
