package awsauth

import (
	"encoding/xml"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
)

func validateSTSHostname(u *url.URL) bool {
	return u.Hostname() == "sts.amazonaws.com" || strings.HasPrefix(u.Hostname(), "sts.") && strings.HasSuffix(u.Hostname(), ".amazonaws.com")
}

func TestValidateSTSHostname(t *testing.T) {
	cases := []struct {
		url string
		ok  bool
	}{
		{"sts.amazonaws.com", true},
		{".amazonaws.com", false},
		{"sts.amazonaws.com.spoof", false},
		{"xyz.sts.amazonaws.com", false},
	}
	for _, c := range cases {
		t.Run(c.url, func(t *testing.T) {
			// Source: github.com/hashicorp/consul-awsauth/token_test.go:328 (hostform: hosts from a table of good, empty-label and spoof rows fed to the hostname validator under test; rules 2c and 2d)
			url := "https://" + c.url // lookalike
			parsedUrl, err := parseURL(url)
			if err != nil {
				t.Fatal(err)
			}
			_ = validateSTSHostname(parsedUrl)
		})
	}
}

func parseURL(s string) (*url.URL, error) {
	return url.Parse(s)
}

type bearerToken struct {
	getCallerIdentityURL string
}

// Source: github.com/hashicorp/consul-awsauth/token_test.go:425 (plainhttp: the caller identity URL points to a loopback test server, not a public host)
var validBearerTokenWithRoleParsed = bearerToken{
	getCallerIdentityURL: "http://127.0.0.1:63696/sts/", // lookalike
}

func TestBuildHttpRequest(t *testing.T) {
	// Source: github.com/hashicorp/consul-awsauth/token_test.go:490 (sink: a full https URI with host is given to the request builder)
	req, err := buildHttpRequest("POST", "https://iam.amazonaws.com/", &url.URL{}, "", http.Header{}) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	if req.Method != "POST" || req.URL.Host != "iam.amazonaws.com" {
		t.Errorf("got %s %s", req.Method, req.URL)
	}
	_ = validBearerTokenWithRoleParsed
}

func TestAuthenticate(t *testing.T) {
	fakeAws := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		writeError(w, http.StatusNotFound, r)
	}))
	defer fakeAws.Close()
	cfg := &Config{}
	// Source: github.com/hashicorp/consul-awsauth/auth_test.go:87 (baseslash: the test server origin is concatenated with a path, nothing is resolved against a base)
	cfg.STSEndpoint = fakeAws.URL + "/sts" // lookalike
	if cfg.STSEndpoint == "" {
		t.Fatal("no endpoint")
	}
}

type getUserResponse struct {
	XMLName xml.Name `xml:"GetUserResponse"`
	Path    string   `xml:"GetUserResult>User>Path"`
}

func TestParseUserXML(t *testing.T) {
	// Source: github.com/hashicorp/consul-awsauth/responses/responses_test.go:179 (syntax: an XML namespace name inside a fixture document, not a URI the code uses)
	rawUserXML := `<GetUserResponse xmlns="https://iam.amazonaws.com/doc/2010-05-08/"><GetUserResult><User><Path>/</Path></User></GetUserResult></GetUserResponse>` // lookalike
	var resp getUserResponse
	if err := xml.Unmarshal([]byte(rawUserXML), &resp); err != nil {
		t.Fatal(err)
	}
}
