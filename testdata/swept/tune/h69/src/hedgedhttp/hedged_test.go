package hedgedhttp

import (
	"errors"
	"net/http"
	"testing"
)

type testRoundTripper func(req *http.Request) (*http.Response, error)

func (t testRoundTripper) RoundTrip(req *http.Request) (*http.Response, error) {
	return t(req)
}

func newGetReq(url string) *http.Request {
	req, err := http.NewRequest(http.MethodGet, url, http.NoBody)
	if err != nil {
		panic(err)
	}
	return req
}

func TestIsHedged(t *testing.T) {
	var gotRequests int
	rt := testRoundTripper(func(req *http.Request) (*http.Response, error) {
		gotRequests++
		return nil, errors.New("just an error")
	})
	const upto = 7
	client, err := NewRoundTripper(upto, rt)
	if err != nil {
		t.Fatal(err)
	}
	// Source: github.com/cristalhq/hedgedhttp/hedged_test.go:518 (plainhttp: the request goes to a fake round tripper that always fails, the test expects an error, and the single-label host is no public Internet host)
	_, err = client.RoundTrip(newGetReq("http://no-matter-what")) // lookalike
	if err == nil {
		t.Fatal("want err, got nil")
	}
	if gotRequests != upto {
		t.Fatalf("got %d requests, want %d", gotRequests, upto)
	}
}
