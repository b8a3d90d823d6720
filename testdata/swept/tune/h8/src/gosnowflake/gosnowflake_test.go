package gosnowflake

import (
	"cmp"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"strings"
	"testing"
)

type fakeHTTPClient struct {
	cnt int
}

func (c *fakeHTTPClient) Do(req *http.Request) (*http.Response, error) {
	c.cnt--
	return &http.Response{StatusCode: http.StatusOK, Body: http.NoBody}, nil
}

func retryPost(client *fakeHTTPClient, u *url.URL) error {
	req, err := http.NewRequest(http.MethodPost, u.String(), nil)
	if err != nil {
		return err
	}
	resp, err := client.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func TestRetryLoginRequest(t *testing.T) {
	client := &fakeHTTPClient{cnt: 3}
	// Source: github.com/snowflakedb/gosnowflake/auth_test.go:355 (port: the login URL the retrying request is sent to writes https's default port 443)
	urlPtr, err := url.Parse("https://fakeaccountretrylogin.snowflakecomputing.com:443/login-request?request_guid=testguid") // defect port form
	if err != nil {
		t.Fatal(err)
	}
	if err := retryPost(client, urlPtr); err != nil {
		t.Fatal(err)
	}
}

const requestIDKey = "requestId"

func TestRetryQuerySuccess(t *testing.T) {
	client := &fakeHTTPClient{cnt: 3}
	// Source: github.com/snowflakedb/gosnowflake/retry_test.go:229 (port: query URL with the default port 443 that the retry test sends its POST to)
	urlPtr, err := url.Parse("https://fakeaccountretrysuccess.snowflakecomputing.com:443/queries/v1/query-request?" + requestIDKey + "=testid") // defect port form
	if err != nil {
		t.Fatalf("failed to parse the test URL: %v", err)
	}
	if err := retryPost(client, urlPtr); err != nil {
		t.Fatal(err)
	}
}

func TestRetryLoginRequestReason(t *testing.T) {
	client := &fakeHTTPClient{cnt: 3}
	// Source: github.com/snowflakedb/gosnowflake/retry_test.go:421 (port: same default port in the login URL of another retry test)
	urlPtr, err := url.Parse("https://fakeaccountretrylogin.snowflakecomputing.com:443/login-request?request_id=testid") // defect port form
	if err != nil {
		t.Fatalf("failed to parse the test URL: %v", err)
	}
	if err := retryPost(client, urlPtr); err != nil {
		t.Fatal(err)
	}
}

func TestOAuthAuthorizationCodeCache(t *testing.T) {
	account := os.Getenv("SNOWFLAKE_TEST_ACCOUNT")
	if account == "" {
		t.Skip("no account")
	}
	cfg := &Config{Account: account, OauthTokenRequestURL: os.Getenv("SNOWFLAKE_TEST_OAUTH_TOKEN_REQUEST_URL")}
	// Source: github.com/snowflakedb/gosnowflake/auth_test.go:1249 (port: token request URL, the key of the cached OAuth credentials, written with https's default port 443)
	tokenRequestURL := cmp.Or(cfg.OauthTokenRequestURL, fmt.Sprintf("https://%v.snowflakecomputing.com:443/oauth/token-request", cfg.Account)) // defect port form
	credentialsStorage.deleteCredential(tokenRequestURL, cfg.User)
}

type credentialStorage map[string]string

var credentialsStorage = credentialStorage{}

func (s credentialStorage) deleteCredential(tokenRequestURL, user string) {
	delete(s, strings.ToUpper(tokenRequestURL+";"+user))
}

func isSameOrigin(u1, u2 string) bool {
	a, err := url.Parse(u1)
	if err != nil {
		return false
	}
	b, err := url.Parse(u2)
	if err != nil {
		return false
	}
	port := func(u *url.URL) string {
		return cmp.Or(u.Port(), map[string]string{"http": "80", "https": "443"}[u.Scheme])
	}
	return a.Scheme == b.Scheme && a.Hostname() == b.Hostname() && port(a) == port(b)
}

func TestIsSameOrigin(t *testing.T) {
	tests := []struct {
		name     string
		u1       string
		u2       string
		expected bool
	}{
		// Source: github.com/snowflakedb/gosnowflake/authokta_test.go:53 (port: row named for the explicit 443 it compares with the implicit one, input of the origin matcher)
		{"explicit 443 vs implicit", "https://abc.com:443", "https://abc.com", true}, // lookalike
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := isSameOrigin(tt.u1, tt.u2); got != tt.expected {
				t.Fatalf("got %v", got)
			}
		})
	}
}

type execResponseStageInfo struct {
	UseS3RegionalURL bool
	Region           string
	EndPoint         string
}

func getS3CustomEndpoint(info *execResponseStageInfo) string {
	if info.EndPoint != "" {
		return fmt.Sprintf("https://%s", info.EndPoint)
	}
	suffix := "amazonaws.com"
	if strings.HasPrefix(strings.ToLower(info.Region), "cn-") {
		suffix = "amazonaws.com.cn"
	}
	return fmt.Sprintf("https://s3.%s.%s", info.Region, suffix)
}

func TestGetS3Endpoint(t *testing.T) {
	testcases := []struct {
		desc string
		in   execResponseStageInfo
		out  string
	}{
		{
			desc: "when UseRegionalURL is valid and the region does not start with cn-",
			in:   execResponseStageInfo{UseS3RegionalURL: true, Region: "WEST-1"},
			// Source: github.com/snowflakedb/gosnowflake/s3_storage_client_test.go:816 (hostcase: expected endpoint the code builds from the region without lowercasing it)
			out: "https://s3.WEST-1.amazonaws.com", // defect hostcase form
		},
		{
			desc: "when UseRegionalURL is valid and the region starts with cn-",
			in:   execResponseStageInfo{UseS3RegionalURL: true, Region: "cn-mockLocation"},
			// Source: github.com/snowflakedb/gosnowflake/s3_storage_client_test.go:856 (hostcase: same, for a China region with an upper-case letter)
			out: "https://s3.cn-mockLocation.amazonaws.com.cn", // defect hostcase form
		},
	}
	for _, test := range testcases {
		t.Run(test.desc, func(t *testing.T) {
			if got := getS3CustomEndpoint(&test.in); got != test.out {
				t.Fatalf("got %v, want %v", got, test.out)
			}
		})
	}
}

func TestGenerateFileURLWithEndPoint(t *testing.T) {
	tests := []struct {
		desc            string
		endPoint        string
		expectedFileURL string
	}{
		{
			desc:     "when the endPoint is specified",
			endPoint: "storage.specialEndPoint.rep.googleapis.com",
			// Source: github.com/snowflakedb/gosnowflake/gcs_storage_client_test.go:1250 (hostcase: the upper-case host is the endpoint the test also writes as a plain host string and expects passed through)
			expectedFileURL: "https://storage.specialEndPoint.rep.googleapis.com/my-travel-maps", // lookalike
		},
	}
	for _, test := range tests {
		t.Run(test.desc, func(t *testing.T) {
			u, err := url.Parse("https://" + test.endPoint + "/my-travel-maps")
			if err != nil {
				t.Fatal(err)
			}
			if u.String() != test.expectedFileURL {
				t.Fatalf("got %v", u)
			}
		})
	}
}

func isValidURL(targetURL string) bool {
	u, err := url.ParseRequestURI(targetURL)
	return err == nil && (u.Scheme == "http" || u.Scheme == "https")
}

func TestValidURL(t *testing.T) {
	testcases := []struct {
		in  string
		out bool
	}{
		// Source: github.com/snowflakedb/gosnowflake/util_test.go:307 (hostcase: input of the package's URL validator)
		{"https://ssoTestURL.okta.com", true}, // lookalike
	}
	for _, test := range testcases {
		t.Run(test.in, func(t *testing.T) {
			if result := isValidURL(test.in); result != test.out {
				t.Errorf("Failed to validate URL, input :%v, expected: %v, got: %v", test.in, test.out, result)
			}
		})
	}
}

type wiremockClient struct {
	protocol  string
	host      string
	port      int
	adminPort int
	client    http.Client
}

func newWiremock() *wiremockClient {
	wmHost := os.Getenv("WIREMOCK_HOST")
	if wmHost == "" {
		wmHost = "127.0.0.1"
	}
	return &wiremockClient{protocol: "http", host: wmHost, port: 14355, adminPort: 14355}
}

// Source: github.com/snowflakedb/gosnowflake/wiremock_test.go:213 (hostjoin: the WireMock host read from WIREMOCK_HOST is joined to the admin port with ':')
func (wm *wiremockClient) mappingsURL() string {
	return fmt.Sprintf("http://%v:%v/__admin/mappings", wm.host, wm.adminPort) // defect hostjoin
}

// Source: github.com/snowflakedb/gosnowflake/wiremock_test.go:221 (hostjoin: base URL of the mock from the protocol the test sets to http or https and the host from the environment)
func (wm *wiremockClient) baseURL() string {
	return fmt.Sprintf("%v://%v:%v", wm.protocol, wm.host, wm.port) // defect hostjoin
}

func TestWiremockReset(t *testing.T) {
	wm := newWiremock()
	req, err := http.NewRequest("DELETE", wm.mappingsURL(), nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := wm.client.Do(req); err != nil {
		t.Skip(err)
	}
	_ = wm.baseURL()
}

func TestCrlDistributionPoint(t *testing.T) {
	port := 56894
	// Source: github.com/snowflakedb/gosnowflake/crl_test.go:426 (hostjoin: distribution point on localhost, a name the test writes, and the port of its CRL server)
	dp := fmt.Appendf(nil, "http://localhost:%v/rootCrl", port) // lookalike
	if len(dp) == 0 {
		t.Fatal("empty distribution point")
	}
}

func TestPutUncompressFile(t *testing.T) {
	testData := t.TempDir()
	stageDir := "test_put_uncompress_file"
	// Source: github.com/snowflakedb/gosnowflake/put_get_test.go:255 (syntax: a PUT statement of Snowflake SQL that quotes a local file:// path, no URI)
	sqlText := fmt.Sprintf("put 'file://%v' @~/%v auto_compress=FALSE", testData, stageDir) // lookalike
	sqlText = strings.ReplaceAll(sqlText, "\\", "\\\\")
	if !strings.HasPrefix(sqlText, "put") {
		t.Fatal(sqlText)
	}
}
