package cfssl

import (
	"encoding/base64"
	"encoding/json"
	"errors"
	"net/http"
	"net/url"
	"strings"
)

// Config is the part of a CFSSL configuration the cases use.
type Config struct {
	Signing struct {
		Default struct {
			Remote  string `json:"remote"`
			AuthKey string `json:"auth_key"`
		} `json:"default"`
	} `json:"signing"`
	Remotes map[string]string `json:"remotes"`
}

// LoadConfig parses a JSON configuration.
func LoadConfig(b []byte) (*Config, error) {
	var c Config
	if err := json.Unmarshal(b, &c); err != nil {
		return nil, err
	}
	return &c, nil
}

// NewSigner sets up a remote signer for the default remote.
func NewSigner(c *Config) (Remote, error) {
	addr, ok := c.Remotes[c.Signing.Default.Remote]
	if !ok {
		return nil, errors.New("unknown remote")
	}
	r := NewServer(addr)
	if r == nil {
		return nil, errors.New("bad remote address")
	}
	return r, nil
}

// CRLHandler serves a CRL valid for the requested expiry.
type CRLHandler struct{}

func (CRLHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if expiry := r.URL.Query().Get("expiry"); expiry != "" && !strings.HasSuffix(expiry, "h") {
		http.Error(w, "bad expiry", http.StatusBadRequest)
		return
	}
	w.Write([]byte("crl"))
}

// Responder answers OCSP requests sent with GET.
type Responder struct{}

func (Responder) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet {
		http.Error(w, "", http.StatusMethodNotAllowed)
		return
	}
	base64Request, err := url.QueryUnescape(strings.TrimPrefix(r.URL.Path, "/"))
	if err != nil || base64Request == "" {
		http.Error(w, "", http.StatusBadRequest)
		return
	}
	if _, err := base64.StdEncoding.DecodeString(base64Request); err != nil {
		http.Error(w, "", http.StatusBadRequest)
		return
	}
	w.WriteHeader(http.StatusOK)
}

// CertificateRequest is a request for a new CA certificate.
type CertificateRequest struct {
	CN    string
	Hosts []string
	CRL   string
}
