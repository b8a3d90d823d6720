package cosign

import (
	"bytes"
	"context"
	"crypto/x509"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"strings"
	"testing"
)

func TestLoadFile(t *testing.T) {
	data := []byte("test")

	server := httptest.NewServer(http.HandlerFunc(func(rw http.ResponseWriter, _ *http.Request) {
		rw.Write(data)
	}))
	defer server.Close()

	actual, err := LoadFileOrURL(server.URL)
	if err != nil {
		t.Errorf("Reading from HTTP failed: %v", err)
	} else if !bytes.Equal(actual, data) {
		t.Errorf("LoadFileOrURL(HTTP) = '%s'; want '%s'", actual, data)
	}

	os.Setenv("MY_ENV_VAR", string(data))
	// Source: github.com/sigstore/cosign/pkg/blob/load_test.go:75 (hostcase: the "host" of env:// is the name of an environment variable, whose case matters; env is no scheme of DNS hosts)
	actual, err = LoadFileOrURL("env://MY_ENV_VAR") // lookalike
	if err != nil {
		t.Errorf("Reading from environment failed: %v", err)
	} else if !bytes.Equal(actual, data) {
		t.Errorf("LoadFileOrURL(env) = '%s'; want '%s'", actual, data)
	}
	os.Unsetenv("MY_ENV_VAR")
}

func TestValidateAndUnpackCertSuccessWithUriSan(t *testing.T) {
	// Source: github.com/sigstore/cosign/pkg/cosign/verify_test.go:1116 (credentials: a user name without a password in a certificate's URI SAN, nothing secret)
	subject, _ := url.Parse("scheme://userinfo@host") // lookalike
	oidcIssuer := "https://accounts.google.com"

	leafCert := &x509.Certificate{URIs: []*url.URL{subject}}

	co := &CheckOpts{
		RootCerts: x509.NewCertPool(),
		// Source: github.com/sigstore/cosign/pkg/cosign/verify_test.go:1134 (credentials: the same identity, a user name and no password)
		Identities: []Identity{{Subject: "scheme://userinfo@host", Issuer: oidcIssuer}}, // lookalike
	}

	err := CheckCertificateIdentity(leafCert, co)
	if err != nil {
		t.Errorf("CheckCertificateIdentity expected no error, got err = %v", err)
	}
}

func TestLoadCmdAllowHTTPRegistry(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {}))
	defer srv.Close()

	// Strip the leading "http://" — the registry address is host:port.
	addr := strings.TrimPrefix(srv.URL, "http://")
	imageRef := addr + "/test/image:latest"

	t.Run("AllowHTTPRegistry=true reaches the HTTP registry", func(t *testing.T) {
		opts := LoadOptions{
			Directory: t.TempDir(),
			Registry: RegistryOptions{
				AllowHTTPRegistry: true,
			},
		}
		err := LoadCmd(context.Background(), opts, imageRef)
		// Source: github.com/sigstore/cosign/cmd/cosign/cli/load_test.go:56 (sink: the "http: …" prefix of a net/http error message the test looks for, no URI)
		if err != nil && strings.Contains(err.Error(), "http: server gave HTTP response to HTTPS client") { // lookalike
			t.Errorf("LoadCmd with AllowHTTPRegistry=true still attempted TLS: %v", err)
		}
	})
}
