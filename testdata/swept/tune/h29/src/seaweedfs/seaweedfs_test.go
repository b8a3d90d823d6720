package seaweedfs

import (
	"context"
	"fmt"
	"strings"
	"testing"
)

func TestHttpClientSendMessageNetworkError(t *testing.T) {
	cfg := &config{
		// Source: github.com/seaweedfs/seaweedfs/weed/notification/webhook/http_test.go:135 (port: a connection-refused target the test expects to fail; it tries the connection, not the URI, so the port above 65535 is a finding, README "Tests")
		endpoint:        "http://localhost:99999", // defect port
		authBearerToken: "",
	}

	client, err := newHTTPClient(cfg)
	if err != nil {
		t.Fatalf("Failed to create HTTP client: %v", err)
	}

	err = client.sendMessage([]byte(`{"path":"/test/path"}`))
	if err == nil {
		t.Error("Expected error for network failure")
	}
}

func TestSplitKeyID(t *testing.T) {
	provider := &AzureKMSProvider{vaultURL: "https://myvault.vault.azure.net"}
	tests := []struct {
		name        string
		keyID       string
		wantName    string
		wantVersion string
		wantErr     bool
	}{
		{
			name: "key url with a mixed case host",
			// Source: github.com/seaweedfs/seaweedfs/weed/kms/azure/azure_kms_test.go:57 (hostcase: the row's name says the host is in mixed case on purpose, rule 2b)
			keyID:    "https://MyVault.vault.azure.net/keys/my-key", // lookalike
			wantName: "my-key",
		},
		{
			name: "key url with explicit default port",
			// Source: github.com/seaweedfs/seaweedfs/weed/kms/azure/azure_kms_test.go:82 (port: the row's name says the default port is written out on purpose, rule 2b)
			keyID:    "https://myvault.vault.azure.net:443/keys/my-key", // lookalike
			wantName: "my-key",
		},
		{
			name:    "key url with non-default port",
			keyID:   "https://myvault.vault.azure.net:8443/keys/my-key",
			wantErr: true,
		},
	}

	for _, test := range tests {
		t.Run(test.name, func(t *testing.T) {
			name, version, err := provider.splitKeyID(test.keyID)
			if test.wantErr {
				if err == nil {
					t.Fatalf("splitKeyID(%q) succeeded, want error", test.keyID)
				}
				return
			}
			if err != nil {
				t.Fatalf("splitKeyID(%q): %v", test.keyID, err)
			}
			if name != test.wantName || version != test.wantVersion {
				t.Fatalf("got %q %q", name, version)
			}
		})
	}
}

func TestExternalUrlSignatureHost(t *testing.T) {
	tests := []struct {
		name          string
		externalUrl   string
		clientScheme  string
		clientHost    string
		expectSuccess bool
	}{
		{
			name:          "externalUrl with non-standard port, client signs against external host",
			externalUrl:   "http://api.example.com:9000",
			clientScheme:  "http",
			clientHost:    "api.example.com:9000",
			expectSuccess: true,
		},
		{
			name: "externalUrl with HTTPS default port stripped, client signs without port",
			// Source: github.com/seaweedfs/seaweedfs/weed/s3api/auth_proxy_integration_test.go:76 (port: the row's name says the default port is there to be stripped, rule 2b; rows of one URI with and without its port, rule 2d)
			externalUrl:   "https://api.example.com:443", // lookalike
			clientScheme:  "https",
			clientHost:    "api.example.com",
			expectSuccess: true,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			host, err := parseExternalUrlToHost(tt.externalUrl)
			if err != nil {
				t.Fatal(err)
			}
			if (host == tt.clientHost) != tt.expectSuccess {
				t.Fatalf("host %q, client %q", host, tt.clientHost)
			}
		})
	}
}

func TestMemoryStoreGetByIssuerNormalizesHost(t *testing.T) {
	ctx := context.Background()
	store := NewMemoryOIDCProviderStore()

	rec := &OIDCProvider{
		ARN: "arn:aws:iam::123:oidc-provider/token.actions.githubusercontent.com",
		// Source: github.com/seaweedfs/seaweedfs/weed/iam/integration/oidc_provider_store_test.go:77 (hostcase: mixed case on purpose, its comment and the test's name say so, input of the store's issuer normaliser, rule 2b/2c)
		Issuer: "https://Token.Actions.GithubUserContent.com/", // lookalike
	}
	if err := store.StoreProvider(ctx, "", rec); err != nil {
		t.Fatalf("StoreProvider: %v", err)
	}
	for _, want := range []string{
		"https://token.actions.githubusercontent.com",
		"https://token.actions.githubusercontent.com/",
	} {
		got, err := store.GetProviderByIssuer(ctx, "", want)
		if err != nil {
			t.Errorf("issuer %q: GetProviderByIssuer: %v", want, err)
			continue
		}
		if got.ARN != rec.ARN {
			t.Errorf("issuer %q: ARN mismatch: got=%s", want, got.ARN)
		}
	}
}

func TestIamGrpc_PutOIDCProviderRequiresHTTPSExceptOnLoopback(t *testing.T) {
	for issuer, ok := range map[string]bool{
		"https://oidc.example":  true,
		"http://localhost:8080": true,
		"http://[::1]:8080":     true,
		"http://oidc.example":   false,
		// Source: github.com/seaweedfs/seaweedfs/weed/server/filer_server_handlers_iam_grpc_sts_test.go:298 (hostcase: input of the package's issuer guard, which must accept loopback whatever its case, rule 2c)
		"http://LOCALHOST:8080":     true, // lookalike
		"https://user@oidc.example": false,
	} {
		err := validateIssuerURL(issuer)
		if ok && err != nil {
			t.Errorf("%s: %v", issuer, err)
		}
		if !ok && err == nil {
			t.Errorf("%s: accepted", issuer)
		}
	}
}

// TestGuardedDialerLiteralBlocked confirms that a literal blocked IP target
// is refused without any DNS lookup.
func TestGuardedDialerLiteralBlocked(t *testing.T) {
	// Source: github.com/seaweedfs/seaweedfs/weed/server/volume_grpc_remote_test.go:578 (port: a private target the package's dial guard must refuse; the test expects the error, rule 2a/2c)
	dial := guardedDialer("http://10.0.0.5:80") // lookalike
	conn, err := dial(context.Background(), "tcp", "10.0.0.5:80")
	if conn != nil {
		conn.Close()
		t.Fatalf("guarded dialer must refuse rfc1918 literal, got conn")
	}
	if err == nil || !strings.Contains(err.Error(), "private") {
		t.Fatalf("guarded dialer should fail with private-address error, got %v", err)
	}
}

func TestNormalizeS3PublicEndpoint(t *testing.T) {
	tests := []struct {
		endpoint string
		expected string
	}{
		{"https://s3.example.com", "https://s3.example.com"},
		{"http://[::1]:8333", "http://[::1]:8333"},
		{"https://s3.example.com#frag", ""},
		// Source: github.com/seaweedfs/seaweedfs/weed/admin/dash/file_browser_data_test.go:178 (credentials: input of the package's endpoint normaliser, which must reject user information: expected "", rule 2a/2c)
		{"http://user:pass@s3.example.com", ""}, // lookalike
	}

	for _, tt := range tests {
		if got := normalizeS3PublicEndpoint(tt.endpoint); got != tt.expected {
			t.Errorf("normalizeS3PublicEndpoint(%q) = %q, expected %q", tt.endpoint, got, tt.expected)
		}
	}
}

// TestConfigurationRejectsUnsafeBackends checks explicitly configured backends without embedded credentials.
func TestConfigurationRejectsUnsafeBackends(t *testing.T) {
	base := GatewayConfig{Source: "http://localhost:8333/bucket", Imgproxy: "http://localhost:8080"}
	// Source: github.com/seaweedfs/seaweedfs/weed/images/gateway/options_test.go:64 (credentials: one of the backends the test expects New to reject, rule 2a)
	for _, source := range []string{"", "file:///etc/passwd", "http://secret:password@localhost", "http://localhost#fragment"} { // lookalike
		c := base
		c.Source = source
		if _, err := NewGateway(c); err == nil {
			t.Errorf("invalid backend accepted: %s", source)
		}
	}
}

func TestValidateTableLocation(t *testing.T) {
	tests := []struct {
		name      string
		location  string
		bucket    string
		namespace string
		wantErr   bool
	}{
		{"own namespace arbitrary layout", "s3://bkt/ns/warehouse/t/metadata/v1.metadata.json", "bkt", "ns", false},
		// Source: github.com/seaweedfs/seaweedfs/weed/s3api/s3tables/utils_location_test.go:25 (dotsegment: a ".." segment in a row named "dotdot in path rejected" that expects the error, rule 2a/2b)
		{"dotdot in path rejected", "s3://bkt/../victim/metadata/v1.metadata.json", "bkt", "ns", true}, // lookalike
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := validateTableLocation(tt.location, tt.bucket, tt.namespace)
			if (err != nil) != tt.wantErr {
				t.Fatalf("err = %v, wantErr %v", err, tt.wantErr)
			}
		})
	}
}

func TestAzureServiceURL(t *testing.T) {
	government := "https://testaccount.blob.core.usgovcloudapi.net/"
	serviceURL, err := azureServiceURL("testaccount", government)
	if err != nil {
		t.Fatalf("failed to keep the configured service url: %v", err)
	}
	if serviceURL != government {
		t.Errorf("expected %q, got %q", government, serviceURL)
	}

	// Source: github.com/seaweedfs/seaweedfs/weed/remote_storage/azure/azure_credentials_test.go:56 (hostform: an empty host, with the default port, among endpoints the test expects rejected, rule 2a)
	for _, endpoint := range []string{"core.usgovcloudapi.net", "http://testaccount.blob.core.windows.net/", "https://", "https://:443/", "://x"} { // lookalike
		if _, err := azureServiceURL("testaccount", endpoint); err == nil {
			t.Errorf("expected an error for endpoint %q", endpoint)
		}
	}
}

type tableSetup struct {
	BucketName string
	Namespace  string
	TableName  string
}

func (s tableSetup) tablePath() string { return s.Namespace + "/" + s.TableName }

func TestExpireSnapshotsKeepsDecodedParentReference(t *testing.T) {
	setup := tableSetup{BucketName: "warehouse", Namespace: "ns", TableName: "t"}
	refs := map[string]string{}
	writeRefManifest := func(fileName string, snapshotID int, dataFile string) {
		refs[fileName] = fmt.Sprintf("%d:%s", snapshotID, dataFile)
	}
	writeRefManifest("manifest-1.avro", 1, fmt.Sprintf("s3://%s/%s/data/f.parquet", setup.BucketName, setup.tablePath()))
	// Source: github.com/seaweedfs/seaweedfs/weed/worker/tasks/iceberg/exec_test.go:4869 (percent: lower-case encoded dots on purpose, a parent segment the test's name says it decodes, rule 2b)
	writeRefManifest("manifest-2.avro", 2, fmt.Sprintf("s3://%s/%s/data/tmp/%%2e%%2e/f.parquet", setup.BucketName, setup.tablePath())) // lookalike
	if len(refs) != 2 {
		t.Fatal("missing manifest")
	}
}
