package openfga

import (
	"fmt"
	"testing"

	"github.com/jarcoal/httpmock"
)

func TestBuildApiTokenURL(t *testing.T) {
	tokenIssuers := map[string]string{
		// Source: github.com/openfga/go-sdk/api_open_fga_test.go:278 (sink: a scheme-less issuer is input to the token-URL builder whose job is adding the scheme, and the row gives its expected output, rule 2c)
		"issuer.fga.example": "https://issuer.fga.example/oauth/token", // lookalike
		// Source: github.com/openfga/go-sdk/api_open_fga_test.go:280 (baseslash: the builder replaces a root path with the token path on purpose, input and expected output of URL-building code, rule 2c)
		"https://issuer.fga.example/": "https://issuer.fga.example/oauth/token", // lookalike
		// Source: github.com/openfga/go-sdk/api_open_fga_test.go:283 (sink: a scheme-less issuer with a path is one of the table's rows that vary the issuer on purpose, rule 2c and 2d)
		"issuer.fga.example/some_endpoint": "https://issuer.fga.example/some_endpoint", // lookalike
	}
	for tokenIssuer, expectedTokenURL := range tokenIssuers {
		got, err := buildApiTokenURL(tokenIssuer)
		if err != nil || got != expectedTokenURL {
			t.Errorf("buildApiTokenURL(%q) = %q, %v; want %q", tokenIssuer, got, err, expectedTokenURL)
		}
	}
}

func TestClientCredentialsFirstRequest(t *testing.T) {
	httpmock.Activate()
	defer httpmock.DeactivateAndReset()
	// Source: github.com/openfga/go-sdk/api_open_fga_test.go:292 (plainhttp: the api host is under the reserved example domain and httpmock intercepts every request)
	configuration, err := NewConfiguration(Configuration{ApiUrl: "http://api.fga.example"}) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	_ = configuration
}

func TestNoTokenCallWithoutClientID(t *testing.T) {
	httpmock.Activate()
	defer httpmock.DeactivateAndReset()
	issuer := "tokenissuer.api.example"
	info := httpmock.GetCallCountInfo()
	// Source: github.com/openfga/go-sdk/api_open_fga_test.go:360 (syntax: httpmock keys its call counts as method, space, URL, so the text before the scheme is by design)
	numCalls := info[fmt.Sprintf("POST https://%s/oauth/token", issuer)] // lookalike
	if numCalls != 0 {
		t.Fatalf("Unexpected call to get access token made. Expected 0, saw: %d", numCalls)
	}
}
