package apiserver

import (
	"fmt"
	"testing"
)

func TestValidateIssuerURL(t *testing.T) {
	testCases := []struct {
		name    string
		in      string
		wantErr bool
		wantMsg string
	}{
		{
			name: "url parse error",
			// Source: k8s.io/apiserver/pkg/apis/apiserver/validation/validation_test.go:820 (port: a letter port in a row named url parse error that expects a rejection, rule 2a; uniform sample of 66 of 576)
			in:      "https://issuer-url:invalid-port", // lookalike
			wantErr: true,
		},
		{
			name: "url is not https",
			// Source: k8s.io/apiserver/pkg/apis/apiserver/validation/validation_test.go:825 (plainhttp: the row expects the validator to reject a non-https issuer, rule 2a; uniform sample of 66 of 576)
			in:      "http://issuer-url", // lookalike
			wantErr: true,
		},
		{
			name: "url user info is not allowed",
			// Source: k8s.io/apiserver/pkg/apis/apiserver/validation/validation_test.go:830 (credentials: the row expects the validator to reject user info, rule 2a; uniform sample of 66 of 576)
			in:      "https://user:pass@issuer-url", // lookalike
			wantErr: true,
			// Source: k8s.io/apiserver/pkg/apis/apiserver/validation/validation_test.go:831 (credentials: the expected rejection message quotes the rejected input, rules 2a and 4; uniform sample of 66 of 576)
			wantMsg: `issuer.url: Invalid value: "https://user:pass@issuer-url": URL must not contain a username or password`, // lookalike
		},
		{
			name: "valid url",
			// Source: k8s.io/apiserver/pkg/apis/apiserver/validation/validation_test.go:851 (hostform: a single-label host is a valid DNS name and no rare host form; uniform sample of 66 of 576)
			in: "https://issuer-url", // lookalike
		},
	}
	for _, tt := range testCases {
		t.Run(tt.name, func(t *testing.T) {
			err := validateIssuerURL(tt.in)
			if (err != nil) != tt.wantErr {
				t.Fatalf("expected error %v, got %v", tt.wantErr, err)
			}
			if tt.wantMsg != "" && err.Error() != tt.wantMsg {
				t.Fatalf("expected %q, got %q", tt.wantMsg, err.Error())
			}
		})
	}
}

func TestValidateIssuerDiscoveryURL(t *testing.T) {
	testCases := []struct {
		name    string
		in      string
		wantErr bool
	}{
		{
			name: "url parse error",
			// Source: k8s.io/apiserver/pkg/apis/apiserver/validation/validation_test.go:882 (port: a letter port in a row named url parse error that expects a rejection, rule 2a; uniform sample of 66 of 576)
			in:      "https://oidc.oidc-namespace.svc:invalid-port", // lookalike
			wantErr: true,
		},
		{
			name: "url user info is not allowed",
			// Source: k8s.io/apiserver/pkg/apis/apiserver/validation/validation_test.go:892 (credentials: the row expects the validator to reject user info, rule 2a; uniform sample of 66 of 576)
			in:      "https://user:pass@oidc.oidc-namespace.svc", // lookalike
			wantErr: true,
		},
	}
	for _, tt := range testCases {
		t.Run(tt.name, func(t *testing.T) {
			if err := validateIssuerURL(tt.in); (err != nil) != tt.wantErr {
				t.Fatalf("expected error %v, got %v", tt.wantErr, err)
			}
		})
	}
}

func TestKMSEndpoint(t *testing.T) {
	testCases := []struct {
		desc    string
		in      kmsConfiguration
		wantErr bool
	}{
		{
			desc: "valid endpoint",
			// Source: k8s.io/apiserver/pkg/apis/apiserver/validation/validation_encryption_test.go:1025 (hostform: a unix socket URI has no host to be empty; uniform sample of 66 of 576)
			in: kmsConfiguration{Endpoint: "unix:///socket.sock"}, // lookalike
		},
		{
			desc: "kms v1 provider",
			// Source: k8s.io/apiserver/pkg/apis/apiserver/validation/validation_encryption_test.go:144 (hostform: a unix socket URI has no host to be empty; uniform sample of 66 of 576)
			in: kmsConfiguration{Name: "foo", Endpoint: "unix:///tmp/kms-provider-1.socket", APIVersion: "v1"}, // lookalike
		},
		{
			desc: "invalid url",
			// Source: k8s.io/apiserver/pkg/apis/apiserver/validation/validation_encryption_test.go:1041 (syntax: a control character in a row named invalid url that expects an error, rules 2a and 2b; uniform sample of 66 of 576)
			in:      kmsConfiguration{Endpoint: "unix:///foo\n.socket"}, // lookalike
			wantErr: true,
		},
	}
	for _, tt := range testCases {
		t.Run(tt.desc, func(t *testing.T) {
			if err := validateKMSEndpoint(tt.in.Endpoint); (err != nil) != tt.wantErr {
				t.Fatalf("expected error %v, got %v", tt.wantErr, err)
			}
		})
	}
}

func TestEncryptionConfigKMSProvider(t *testing.T) {
	providers := []kmsConfiguration{{
		APIVersion: "v1",
		Name:       "testprovider",
		// Source: k8s.io/apiserver/pkg/server/options/encryptionconfig/config_test.go:165 (hostform: a unix socket URI in a KMS provider config has no host to be empty; uniform sample of 66 of 576)
		Endpoint: "unix:///tmp/testprovider.sock", // lookalike
	}}
	for _, p := range providers {
		if err := validateKMSEndpoint(p.Endpoint); err != nil {
			t.Fatal(err)
		}
	}
}

// newEndpoint names a unique Linux abstract socket for a KMS plugin in a test.
func newEndpoint(id string) string {
	p := fmt.Sprintf("@%s.sock", id)
	// Source: k8s.io/apiserver/pkg/storage/value/encrypt/envelope/grpc_service_unix_test.go:47 (hostform: a unix URI for a Linux abstract socket has no host to be empty; uniform sample of 66 of 576)
	return fmt.Sprintf("unix:///%s", p) // lookalike
}

func TestKMSPluginEndpoint(t *testing.T) {
	if err := validateKMSEndpoint(newEndpoint("test")); err != nil {
		t.Fatal(err)
	}
}
