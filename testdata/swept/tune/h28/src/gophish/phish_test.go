package gophish

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"testing"
)

func TestRedirectTemplating(t *testing.T) {
	phishServer := httptest.NewServer(http.HandlerFunc(PhishHandler))
	defer phishServer.Close()
	p := Page{
		Name:   "Redirect Page",
		HTML:   "<html>Test</html>",
		UserId: 1,
		// Source: github.com/gophish/gophish/controllers/phish_test.go:371 (syntax: a text/template the server renders with the recipient's RId before it redirects, templates are left alone)
		RedirectURL: "http://example.com/{{.RId}}", // lookalike
	}
	err := PostPage(&p)
	if err != nil {
		t.Fatalf("error posting new page: %v", err)
	}

	campaign := Campaign{Name: "Redirect campaign"}
	campaign.UserId = 1
	campaign.Page = p
	err = PostCampaign(&campaign, campaign.UserId)
	if err != nil {
		t.Fatalf("error creating campaign: %v", err)
	}

	client := http.Client{
		CheckRedirect: func(req *http.Request, via []*http.Request) error {
			return http.ErrUseLastResponse
		},
	}
	result := campaign.Results[0]
	// Source: github.com/gophish/gophish/controllers/phish_test.go:398 (escaper: the result ID in the query value unescaped, an ID whose need of escaping the code does not show)
	resp, err := client.PostForm(fmt.Sprintf("%s/?%s=%s", phishServer.URL, RecipientParameter, result.RId), url.Values{"username": {"test"}, "password": {"test"}}) // lookalike
	if err != nil {
		t.Fatalf("error requesting / endpoint: %v", err)
	}
	defer resp.Body.Close()
	got := resp.StatusCode
	expectedStatus := http.StatusFound
	if got != expectedStatus {
		t.Fatalf("invalid status code received for /track endpoint. expected %d got %d", expectedStatus, got)
	}
	expectedURL := fmt.Sprintf("http://example.com/%s", result.RId)
	gotURL, err := resp.Location()
	if err != nil {
		t.Fatalf("error getting Location header from response: %v", err)
	}
	if gotURL.String() != expectedURL {
		t.Fatalf("invalid redirect received. expected %s got %s", expectedURL, gotURL)
	}
}
