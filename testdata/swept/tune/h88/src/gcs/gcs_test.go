package gcs

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"strings"
	"testing"
	"time"

	"google.golang.org/api/option"
)

const uploadRoute = "/upload"

func TestRetryServer(t *testing.T) {
	cst := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Query().Get("upload_id") == "" {
			uploadID := time.Now().Format(time.RFC3339Nano)
			w.Header().Set("X-GUploader-UploadID", uploadID)
			// Source: cloud.google.com/go/storage/retry_test.go:64 (escaper: the resumable upload URL the client follows carries time.Now().Format(RFC3339Nano), a local-zone time whose offset sign goes raw into the query)
			w.Header().Set("Location", fmt.Sprintf("http://%s?upload_id=%s", r.Host+uploadRoute, uploadID)) // defect escaper
		}
	}))
	defer cst.Close()
}

func TestWithEndpoint(t *testing.T) {
	testCases := []struct {
		desc                string
		CustomEndpoint      string
		StorageEmulatorHost string
	}{
		{
			desc: "With specified http endpoint, no specified emulator host",
			// Source: cloud.google.com/go/storage/storage_test.go:2364 (plainhttp: a TestWithEndpoint row that varies the endpoint scheme between http and https on purpose)
			CustomEndpoint: "http://fake.gcs.com:8080/storage/v1", // lookalike
		},
		{
			desc: "Emulator host specified, no specified endpoint",
			// Source: cloud.google.com/go/storage/storage_test.go:2373 (plainhttp: a row of the same table that varies the emulator host's scheme on purpose)
			StorageEmulatorHost: "http://emu.com", // lookalike
		},
		{
			desc: "Emulator host specified as host:port",
			// Source: cloud.google.com/go/storage/storage_test.go:2389 (sink: a row that gives the emulator host as host:port on purpose; the client adds the scheme itself)
			StorageEmulatorHost: "localhost:9000", // lookalike
		},
	}
	for _, tc := range testCases {
		t.Setenv("STORAGE_EMULATOR_HOST", tc.StorageEmulatorHost)
		_ = option.WithEndpoint(tc.CustomEndpoint)
	}
}

func TestEndpointHosts(t *testing.T) {
	testCases := []struct {
		desc                string
		CustomEndpoint      string
		StorageEmulatorHost string
		wantHost            string
	}{
		{
			desc: "emulator host specified",
			// Source: cloud.google.com/go/storage/storage_test.go:2495 (hostform: a single-label placeholder host in a table of endpoint variations, never resolved)
			StorageEmulatorHost: "https://" + "addr", // lookalike
			wantHost:            "addr",
		},
		{
			desc:           "both emulator and endpoint specified",
			CustomEndpoint: "",
			// Source: cloud.google.com/go/storage/storage_test.go:2509 (plainhttp: a table row whose http emulator host is overridden by the endpoint on purpose; a fake local host)
			StorageEmulatorHost: "http://host", // lookalike
			wantHost:            "end",
		},
	}
	for _, tc := range testCases {
		t.Setenv("STORAGE_EMULATOR_HOST", tc.StorageEmulatorHost)
	}
}

func TestSignedURLV2Unsafe(t *testing.T) {
	want :=
		// Source: cloud.google.com/go/storage/storage_test.go:223 (percent: expected signed URL of an object name with a space and non-ASCII text, escaped with uppercase hex)
		"https://storage.googleapis.com/bucket-name/object%20name%E7%95%8C?" + // lookalike
			// Source: cloud.google.com/go/storage/storage_test.go:224 (syntax: the signature escape is split across the concatenation, the joined string is valid)
			"Expires=1033570800&GoogleAccessId=xxx%40clientid&Signature=bxVH1%2Bl%2" + // lookalike
			"BSxpnj3XuqKz6mOFk6M94Y"
	if want == "" {
		t.Fatal("empty")
	}
}

func TestPrepareDirectPathMetadata(t *testing.T) {
	tests := []struct {
		desc   string
		target string
		want   string
	}{
		{
			desc: "DirectPath target with NOT ENFORCED",
			// Source: cloud.google.com/go/storage/grpc_client_test.go:449 (hostform: a google-c2p gRPC resolver target, whose empty authority is its normal form)
			target: "google-c2p:///storage.googleapis.com", // lookalike
			want:   "",
		},
		{
			desc: "CloudPath target with ENFORCED",
			// Source: cloud.google.com/go/storage/grpc_client_test.go:455 (hostform: a gRPC dns resolver target with an empty authority, its normal form)
			target: "dns:///storage.googleapis.com", // lookalike
			want:   "force_direct_connectivity=ENFORCED",
		},
	}
	for _, tc := range tests {
		_ = isDirectPathCompatible(tc.target)
	}
}

func TestDirectPathDiag(t *testing.T) {
	opts := []option.ClientOption{
		// Source: cloud.google.com/go/storage/grpc_dp_diag_test.go:83 (hostform: an endpoint given as a gRPC dns resolver target, where the empty authority is normal)
		option.WithEndpoint("dns:///storage.googleapis.com"), // lookalike
	}
	_ = opts
}

func TestRetryConformance(t *testing.T) {
	host := os.Getenv("STORAGE_EMULATOR_HOST")
	if host == "" {
		t.Skip("set STORAGE_EMULATOR_HOST to run")
	}
	_, err := url.Parse(host)
	if err != nil {
		// Source: cloud.google.com/go/storage/retry_conformance_test.go:1088 (syntax: an example URL inside the failure message, prose for the reader)
		t.Fatalf("error parsing emulator host (make sure it includes the scheme such as http://host): %v", err) // lookalike
	}
}

func TestComposeError(t *testing.T) {
	// Source: cloud.google.com/go/storage/pcu_test.go:1090 (syntax: a URL quoted inside an error text that mimics the HTTP client's message)
	composeErr := fmt.Errorf("Post \"https://storage.googleapis.com\": %w", errCanceled) // lookalike
	_ = composeErr
}

var errCanceled = fmt.Errorf("canceled")

func TestBucketSignedURLVirtualHosted(t *testing.T) {
	bucketName := "bucket-name"
	objectName := "obj-name"
	// Source: cloud.google.com/go/storage/bucket_test.go:1477 (hostjoin: the host is a DNS name the test builds from the bucket under localhost, with a constant port)
	want := "http://" + bucketName + ".localhost:8000/" + objectName // lookalike
	_ = want
}

func numInstructionsLeft(emulatorTestID string) (int, error) {
	host := os.Getenv("STORAGE_EMULATOR_HOST")
	endpoint, err := url.Parse(host)
	if err != nil {
		return 0, err
	}
	// Source: cloud.google.com/go/storage/client_test.go:4190 (pathjoin: strings.Join builds the path of a parsed url.URL, and String adds the leading slash)
	endpoint.Path = strings.Join([]string{"retry_test", emulatorTestID}, "/") // lookalike
	resp, err := http.DefaultClient.Get(endpoint.String())
	if err != nil {
		return 0, err
	}
	resp.Body.Close()
	return 0, nil
}

func impersonatedCredsJSON(account string) string {
	// Source: cloud.google.com/go/storage/bucket_test.go:1226 (colonpath: the colon of the custom method is in a later segment of an absolute path)
	return fmt.Sprintf(`{"delegates": [], "service_account_impersonation_url": "https://iamcredentials.googleapis.com/v1/projects/-/serviceAccounts/%s:generateAccessToken", "type": "impersonated_service_account"}`, account) // lookalike
}

func TestMetricsRequest(t *testing.T) {
	server := httptest.NewServer(http.NotFoundHandler())
	defer server.Close()
	// Source: cloud.google.com/go/storage/metrics_test.go:274 (baseslash: the test server's root URL is concatenated with an absolute path, no reference resolution)
	req, err := http.NewRequest("GET", server.URL+"/storage/v1/b/my-bucket/o/my-object", nil) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	_ = req
}

func TestBucketMetadataCache(t *testing.T) {
	ts := httptest.NewServer(http.NotFoundHandler())
	defer ts.Close()
	// Source: cloud.google.com/go/storage/bucket_metadata_cache_test.go:236 (baseslash: the endpoint is the test server URL concatenated with a path ending in a slash)
	_ = option.WithEndpoint(ts.URL + "/storage/v1/") // lookalike
}

type signedURLOptions struct {
	Hostname string
	V4       bool
}

func TestIntegrationSignedURL(t *testing.T) {
	for _, test := range []struct {
		desc string
		opts signedURLOptions
		fail bool
	}{
		{
			desc: "Virtual hosted style with custom hostname",
			opts: signedURLOptions{
				// Source: cloud.google.com/go/storage/integration_test.go:3919 (port: the custom hostname of a signed URL the test fetches and expects to succeed writes out the https default port)
				Hostname: "storage.googleapis.com:443", // defect port form
			},
			fail: false,
		},
		{
			desc: "Hostname v4",
			opts: signedURLOptions{
				// Source: cloud.google.com/go/storage/integration_test.go:3926 (port: a second working row whose signed URL host carries the https default port)
				Hostname: "storage.googleapis.com:443", // defect port form
				V4:       true,
			},
			fail: false,
		},
	} {
		_ = test
	}
}

func TestDirectPathInterconnect(t *testing.T) {
	opts := []option.ClientOption{
		// Source: cloud.google.com/go/storage/grpc_dp_diag_test.go:168 (port: a gRPC endpoint is host:port with no scheme, so the port is required and is no default port)
		option.WithEndpoint("storage.googleapis.com:443"), // lookalike
	}
	_ = opts
}
