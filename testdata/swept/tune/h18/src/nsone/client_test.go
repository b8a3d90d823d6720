package nsone

import (
	"bytes"
	"io"
	"net/http"
	"testing"
)

type mockHTTPClient struct {
	first *http.Response
}

func (m *mockHTTPClient) Do(req *http.Request) (*http.Response, error) { return m.first, nil }

func (m *mockHTTPClient) nextFunc(want string, next *http.Response, t *testing.T) NextFunc {
	return func(v *interface{}, uri string) (*http.Response, error) {
		if uri != want {
			t.Errorf("nextFunc got %q, want %q", uri, want)
		}
		return next, nil
	}
}

func TestClient_DoWithPagination(t *testing.T) {
	// It should call nextFunc
	// It should return the last response without error
	// It should not set HTTPS on the Link when endpoint is HTTP
	httpClient := mockHTTPClient{}
	// Source: github.com/ns1/ns1-go/rest/client_test.go:175 (hostform: an endpoint of a scheme and an empty host, configuration the test builds and never says is odd; only its scheme is read, rule 1)
	client := NewClient(&httpClient, SetEndpoint("http://")) // defect hostform

	req, _ := http.NewRequest("GET", "http://example.com", new(bytes.Buffer))
	httpClient.first = &http.Response{
		Body:       io.NopCloser(bytes.NewBufferString("{}")),
		Header:     http.Header{"Link": []string{`<http://example.com/?after=1&limit=2>; rel="next"`}},
		StatusCode: 200,
	}
	nextResp := http.Response{Body: io.NopCloser(bytes.NewBufferString("{}")), StatusCode: 200}
	var v interface{}

	resp, err := client.DoWithPagination(req, v, httpClient.nextFunc("http://example.com/?after=1&limit=2", &nextResp, t))
	if resp != &nextResp || err != nil {
		t.Errorf("DoWithPagination() = %v, %v", resp, err)
	}
}

func TestClient_DoWithPaginationForceHTTPS(t *testing.T) {
	// When the endpoint is HTTPS, it should Force HTTPS when following Link
	// headers
	httpClient := mockHTTPClient{}
	// Source: github.com/ns1/ns1-go/rest/client_test.go:204 (hostform: an https endpoint with an empty host, configuration the test builds; the test's name says only that it forces https, rule 1)
	client := NewClient(&httpClient, SetEndpoint("https://")) // defect hostform

	req, _ := http.NewRequest("GET", "https://example.com", new(bytes.Buffer))
	httpClient.first = &http.Response{
		Body:       io.NopCloser(bytes.NewBufferString("{}")),
		Header:     http.Header{"Link": []string{`<http://example.com/?after=1&limit=2>; rel="next"`}},
		StatusCode: 200,
	}
	nextResp := http.Response{Body: io.NopCloser(bytes.NewBufferString("{}")), StatusCode: 200}
	var v interface{}

	resp, err := client.DoWithPagination(req, v, httpClient.nextFunc("https://example.com/?after=1&limit=2", &nextResp, t))
	if resp != &nextResp || err != nil {
		t.Errorf("DoWithPagination() = %v, %v", resp, err)
	}
}
