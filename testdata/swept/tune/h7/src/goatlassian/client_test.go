package goatlassian

import (
	"bytes"
	"context"
	"io"
	"net/http"
	"net/url"
	"testing"
)

type client struct {
	HTTP *http.Client
	Site *url.URL
}

func newClient(hc *http.Client, site string) (*client, error) {
	u, err := url.Parse(site)
	if err != nil {
		return nil, err
	}
	return &client{HTTP: hc, Site: u}, nil
}

func (c *client) NewRequest(ctx context.Context, method, urlStr string, body io.Reader) (*http.Request, error) {
	rel, err := url.Parse(urlStr)
	if err != nil {
		return nil, err
	}
	return http.NewRequestWithContext(ctx, method, c.Site.ResolveReference(rel).String(), body)
}

func TestClient_NewRequest(t *testing.T) {
	site, _ := url.Parse("https://ctreminiom.atlassian.net")
	c := &client{HTTP: http.DefaultClient, Site: site}
	tests := []struct {
		name    string
		urlStr  string
		wantErr bool
	}{
		{
			name: "when the url cannot be parsed",
			// Source: github.com/ctreminiom/go-atlassian/jira/v3/api_client_impl_test.go:323 (request path padded with a leading space in a row that expects an error, rule 2a/2b)
			urlStr:  " https://zhidao.baidu.com/special/view?id=49105a24626975510000&preview=1", // lookalike
			wantErr: true,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := c.NewRequest(context.Background(), http.MethodGet, tt.urlStr, bytes.NewReader([]byte("Hello World")))
			if (err != nil) != tt.wantErr {
				t.Fatalf("got %v", err)
			}
		})
	}
}

func TestNew_InvalidURL(t *testing.T) {
	// Source: github.com/ctreminiom/go-atlassian/jira/v3/api_client_impl_test.go:497 (site URL padded with a space, the mock named invalidURLClientMocked, rule 2b)
	invalidURLClientMocked, err := newClient(nil, " https://zhidao.baidu.com/special/view?id=sd&preview=1") // lookalike
	if err == nil && invalidURLClientMocked != nil {
		t.Fatal("expected an error")
	}
}
