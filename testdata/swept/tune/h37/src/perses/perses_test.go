package perses

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"testing"
)

func TestGetRedirectURI(t *testing.T) {
	got := getRedirectURI(&http.Request{Host: "localhost:8080"}, "oidc", "azure")
	// Source: github.com/perses/perses/internal/api/impl/auth/auth_test.go:27 (plainhttp: the expected redirect goes to localhost, uniform sample of 15 of about 160 look-alike candidates)
	if got != "http://localhost:8080/api/auth/providers/oidc/azure/callback" { // lookalike
		t.Errorf("got %q", got)
	}
}

type testURLStruct struct {
	URL string `json:"url"`
}

func TestURLJSON(t *testing.T) {
	c := &testURLStruct{}
	// Source: github.com/perses/perses/pkg/model/api/v1/common/url_test.go:44 (syntax: JSON document text around a well formed URL, uniform sample of 15 of about 160 look-alike candidates)
	err := json.Unmarshal([]byte(`{"url": "http://localhost:8080"}`), c) // lookalike
	if err != nil {
		t.Fatal(err)
	}
}

func resolveOIDCProvider(data []byte) error {
	_ = data
	return nil
}

func TestProviderVerifyParent(t *testing.T) {
	// Source: github.com/perses/perses/pkg/model/api/config/authentication_test.go:35 (plainhttp: the issuer in the test input is on localhost, uniform sample of 15 of about 160 look-alike candidates)
	testYamlInput := `issuer: "http://localhost:4200"` // lookalike
	if err := resolveOIDCProvider([]byte(testYamlInput)); err != nil {
		t.Fatal(err)
	}
}

type suiteTest struct {
	Title           string
	IsErrorExpected bool
	ExpectedMessage string
}

func TestPreviewJSON(t *testing.T) {
	suite := []suiteTest{
		{
			Title:           "json output",
			IsErrorExpected: false,
			// Source: github.com/perses/perses/internal/cli/cmd/dac/preview/preview_test.go:192 (syntax: expected JSON output text whose links to localhost are well formed, uniform sample of 15 of about 160 look-alike candidates)
			ExpectedMessage: `[{"project":"perses","dashboard":"Demo","preview":"http://localhost:8080/projects/perses/ephemeraldashboards/Demo","current":"http://localhost:8080/projects/perses/dashboards/Demo"}]`, // lookalike
		},
	}
	if len(suite) == 0 {
		t.Fatal("empty suite")
	}
}

func TestLoginTokenFlag(t *testing.T) {
	suite := []suiteTest{
		{
			Title:           "token flag used",
			IsErrorExpected: false,
			// Source: github.com/perses/perses/internal/cli/cmd/login/login_test.go:52 (syntax: a message to the user with the server address joined to the words before it, uniform sample of 15 of about 160 look-alike candidates)
			ExpectedMessage: "successfully logged in https://demo.perses.dev\n", // lookalike
		},
	}
	if len(suite) == 0 {
		t.Fatal("empty suite")
	}
}

func TestOAuthTokenEndpoint(t *testing.T) {
	server := httptest.NewServer(http.NotFoundHandler())
	defer server.Close()
	tokenURL, err := url.Parse(server.URL)
	if err != nil {
		t.Fatal(err)
	}
	slugID := "github"
	// Source: github.com/perses/perses/internal/api/e2e/api/auth_test.go:375 (escaper: constants and a provider slug ID go into the decoded Path field, which String escapes, uniform sample of 15 of about 160 look-alike candidates)
	tokenURL.Path = fmt.Sprintf("%s/%s/%s/%s/%s", apiPrefix, pathAuthProviders, authKindOAuth, slugID, pathToken) // lookalike
	if tokenURL.String() == "" {
		t.Fatal("empty url")
	}
}

func expectGET(t *testing.T, p string) {
	if p == "" {
		t.Fatal("empty path")
	}
}

func TestProxyGlobalDatasource(t *testing.T) {
	dtsName := "myDTS"
	// Source: github.com/perses/perses/internal/api/e2e/api/proxy_test.go:126 (escaper: a datasource name goes raw into the request path, and whether a name needs escaping is not known from the code, uniform sample of 15 of about 160 look-alike candidates)
	expectGET(t, fmt.Sprintf("/proxy/%s/%s/api/v1/status/config", pathGlobalDatasource, dtsName)) // lookalike
}
