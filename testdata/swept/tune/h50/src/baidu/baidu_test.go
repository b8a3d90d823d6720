package baidu

import (
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"strings"
	"testing"
)

// JobCfg mirrors the media job configuration.
type JobCfg struct {
	Notification string
}

func createJobCustomize(pipeline string, cfg *JobCfg) error {
	if pipeline == "" || cfg == nil {
		return errors.New("missing arguments")
	}
	return nil
}

// Source: github.com/baidubce/bce-sdk-go/services/media/client_test.go:218 (port: the job configuration the test builds and expects to be accepted writes out the default port 80 of http.)
func TestCreateJobWithNotify(t *testing.T) {
	cfg := &JobCfg{}
	cfg.Notification = "http://hello.lyq.com:80/job" // defect port form
	if err := createJobCustomize("go_sdk_test", cfg); err != nil {
		t.Errorf("create job: %v", err)
	}
}

// Source: github.com/baidubce/bce-sdk-go/services/cloudflow/api/util_test.go:142 (port: input to the endpoint parser in a test named for endpoints with a port, checking the port is kept.)
func TestSetUriAndEndpointWithPort(t *testing.T) {
	r := &Request{}
	r.SetEndpoint("https://api.example.com:443") // lookalike
	if r.Host() != "api.example.com:443" {
		t.Errorf("host = %q", r.Host())
	}
}

func inferRegionFromEndpoint(endpoint string) string {
	if i := strings.Index(endpoint, "://"); i >= 0 {
		endpoint = endpoint[i+3:]
	}
	if i := strings.Index(endpoint, ":"); i >= 0 {
		endpoint = endpoint[:i]
	}
	parts := strings.Split(endpoint, ".")
	if len(parts) == 4 && parts[0] == "bes" {
		return parts[1]
	}
	return ""
}

// Source: github.com/baidubce/bce-sdk-go/services/bes/v3/client_test.go:259 (port: one row of a table that varies the endpoint given to the region parser, here with an explicit port.)
func TestInferRegionFromEndpoint(t *testing.T) {
	cases := map[string]string{
		"":                        "",
		"bes.gz.baidubce.com:443": "gz", // lookalike
	}
	for endpoint, want := range cases {
		if got := inferRegionFromEndpoint(endpoint); got != want {
			t.Fatalf("inferRegionFromEndpoint(%q) = %q, want %q", endpoint, got, want)
		}
	}
}

// Source: github.com/baidubce/bce-sdk-go/services/bos/client_test.go:2552 (port: the test changes the endpoint to the same address with and without a port on purpose and checks the presigned URL keeps it.)
func TestGeneratePresignedUrlEndpointWithPort(t *testing.T) {
	r := &Request{}
	r.SetEndpoint("10.180.112.31:80") // lookalike
	r.SetUri("/bucket/object")
	u, err := url.Parse(presignedURL(r))
	if err != nil || u.Host != r.Host() {
		t.Errorf("presigned host = %v, %v", u, err)
	}
}

var errIO = errors.New("IO Error")

// Source: github.com/baidubce/bce-sdk-go/bce/client_test.go:128 (hostjoin: the host is the test's own constant that already carries its port, used for an expected error.)
func TestSendRequestRetryError(t *testing.T) {
	host := "hostname:8080"
	uri := "bucket/object"
	testURL := "http://" + host + "/" + uri // lookalike
	want := &url.Error{Op: "Get", URL: testURL, Err: errIO}
	if want.Error() == "" {
		t.Fatal("empty error text")
	}
}

// Source: github.com/baidubce/bce-sdk-go/http/client_test.go:103 (plainhttp: expected error text for a mock client whose host is the word host, nothing is sent.)
func TestExecuteDoError(t *testing.T) {
	host := "host"
	urlError := url.Error{
		Op:  "Get",
		URL: "http://" + host, // lookalike
		Err: errIO,
	}
	if urlError.Error() == "" {
		t.Fatal("empty error text")
	}
}

// Source: github.com/baidubce/bce-sdk-go/services/bos/api/bucket_test.go:43 (syntax: format template of the expected URL in a test helper, filled with host and path.)
func CheckMockHttpClientError(t *testing.T, host, path, method string, expErr, actErr error) {
	expectUrl := fmt.Sprintf("http://%s%s", host, path) // lookalike
	want := &url.Error{Op: method, URL: expectUrl, Err: expErr}
	if actErr == nil || actErr.Error() != want.Error() {
		t.Errorf("error = %v, want %v", actErr, want)
	}
}

// Source: github.com/baidubce/bce-sdk-go/services/bos/client_test.go:286 (hostjoin: the endpoint is the test's own private IPv4 address with port, so no brackets are needed.)
func TestListBucketsNetError(t *testing.T) {
	endpoint := "192.168.1.1:8080"
	urlError := url.Error{
		Op:  "Get",
		URL: "http://" + endpoint, // lookalike
		Err: errIO,
	}
	if urlError.Error() == "" {
		t.Fatal("empty error text")
	}
}

// PurgeTask names cached content to purge.
type PurgeTask struct {
	Url string
}

func purge(tasks []PurgeTask) (string, error) {
	if len(tasks) == 0 {
		return "", errors.New("no tasks")
	}
	return "purge-id", nil
}

var testDomain = os.Getenv("CDN_TEST_DOMAIN")

// Source: github.com/baidubce/bce-sdk-go/services/cdn/abroad/client_test.go:149 (plainhttp: the URL names cached content for a purge task and is sent as data, not fetched.)
func TestClient_Purge(t *testing.T) {
	rawurl := fmt.Sprintf("http://%s/test/index.html", testDomain) // lookalike
	if _, err := purge([]PurgeTask{{Url: rawurl}}); err != nil {
		t.Fatalf("Purge for %s failed: %s", rawurl, err)
	}
}

// Source: github.com/baidubce/bce-sdk-go/services/mms/client_test.go:35 (hostform: a placeholder endpoint that the user fills in before running the integration test.)
const mmsEndpoint = "http://xxx" // lookalike

func TestInsertVideo(t *testing.T) {
	r := &Request{}
	r.SetEndpoint(mmsEndpoint)
	if r.Host() == "" {
		t.Skip("endpoint not configured")
	}
}

type mockRoundTripper struct {
	body string
}

func (m *mockRoundTripper) RoundTrip(*http.Request) (*http.Response, error) {
	return &http.Response{StatusCode: http.StatusOK, Body: io.NopCloser(strings.NewReader(m.body))}, nil
}

// Source: github.com/baidubce/bce-sdk-go/util/test_utils_test.go:62 (hostform: a single-label host served by a mock round tripper, nothing leaves the process.)
func TestMockHTTPClient(t *testing.T) {
	client := &http.Client{Transport: &mockRoundTripper{body: "respBodyStr"}}
	testURL := "http://hostname:8888/bucket/object" // lookalike
	req, err := http.NewRequest(http.MethodGet, testURL, nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := client.Do(req); err != nil {
		t.Fatal(err)
	}
}

// Source: github.com/baidubce/bce-sdk-go/util/test_utils_test.go:126 (hostform: a request built only to be passed to the mock round tripper directly.)
func TestMockRoundTripper(t *testing.T) {
	req, err := http.NewRequest(http.MethodGet, "http://endpoint", strings.NewReader("request-body")) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	if _, err := (&mockRoundTripper{}).RoundTrip(req); err != nil {
		t.Fatal(err)
	}
}

// Source: github.com/baidubce/bce-sdk-go/services/aihc/eval/client_test.go:232 (syntax: a JSON response body served by a fake server that contains a URL, not a URI itself.)
func TestDescribeEmbodiedEvalVideo(t *testing.T) {
	body := `{"requestId":"r-1","videoId":"v-1","streamUrl":"https://bos/x.mp4","expiresIn":900}` // lookalike
	if !strings.Contains(body, "streamUrl") {
		t.Fatal("fixture lost its field")
	}
}

// Source: github.com/baidubce/bce-sdk-go/services/bos/client_test.go:2425 (plainhttp: a mock server's JSON response body that mentions an object location, no request goes there; uniform sample of 22 of 216 candidates.)
func TestCompleteMultipartUploadResponse(t *testing.T) {
	respBody := `{"location":"http://bj.bcebos.com/BucketName/ObjectName","bucket":"BucketName","key":"object"}` // lookalike
	client := &http.Client{Transport: &mockRoundTripper{body: respBody}}
	if client.Transport == nil {
		t.Fatal("no transport")
	}
}

// Source: github.com/baidubce/bce-sdk-go/services/bos/api/multipart_test.go:444 (escaper: the test's own constant bucket and object names in a resource path; uniform sample of 22 of 216 candidates.)
func TestCompleteMultipartUploadResource(t *testing.T) {
	bucket := "test-bucket"
	object := "test-object"
	resource := fmt.Sprintf("/%s/%s", bucket, object) // lookalike
	if resource == "" {
		t.Fatal("empty resource")
	}
}
