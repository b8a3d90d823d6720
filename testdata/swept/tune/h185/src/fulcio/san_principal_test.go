package fulcio

import (
	"errors"
	"net/url"
	"testing"
)

func checkSAN(t *testing.T, facts map[string]func(*url.URL) error, got *url.URL) {
	for name, fact := range facts {
		if err := fact(got); err != nil {
			t.Error(name, err)
		}
	}
}

func TestKubernetesEmbed(t *testing.T) {
	facts := map[string]func(*url.URL) error{
		// Source: github.com/sigstore/fulcio/pkg/identity/kubernetes/principal_test.go:174 (syntax: a fact name in a test table, words with a URL in them naming the check, prose by rule 4)
		`SAN is https://k8s.example.com`: func(got *url.URL) error { // lookalike
			WantURI, err := url.Parse("https://kubernetes.io/namespaces/foo/serviceaccounts/bar")
			if err != nil {
				return err
			}
			if got.String() != WantURI.String() {
				return errors.New("SAN mismatch")
			}
			return nil
		},
	}
	u, _ := url.Parse("https://kubernetes.io/namespaces/foo/serviceaccounts/bar")
	checkSAN(t, facts, u)
}

func TestSpiffeEmbed(t *testing.T) {
	facts := map[string]func(*url.URL) error{
		// Source: github.com/sigstore/fulcio/pkg/identity/spiffe/principal_test.go:147 (syntax: a fact name with a SPIFFE ID inside words, prose by rule 4)
		`SAN is spiffe://example.com/foo/bar`: func(got *url.URL) error { // lookalike
			if got.String() != "spiffe://example.com/foo/bar" {
				return errors.New("SAN mismatch")
			}
			return nil
		},
	}
	u, _ := url.Parse("spiffe://example.com/foo/bar")
	checkSAN(t, facts, u)
}

func TestURIEmbed(t *testing.T) {
	facts := map[string]func(*url.URL) error{
		// Source: github.com/sigstore/fulcio/pkg/identity/uri/principal_test.go:156 (syntax: a fact name with a URL inside words, prose by rule 4)
		`SAN is https://example.com/users/1`: func(got *url.URL) error { // lookalike
			if got.String() != "https://example.com/users/1" {
				return errors.New("SAN mismatch")
			}
			return nil
		},
	}
	u, _ := url.Parse("https://example.com/users/1")
	checkSAN(t, facts, u)
}
