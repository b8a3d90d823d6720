package stereoscope

import (
	"net/http"
	"sync"
)

// effectiveURLTransport is a custom transport that captures the effective URL after following redirects
type effectiveURLTransport struct {
	base          http.RoundTripper
	effectiveURLs map[string]string // maps original host to effective host
	mutex         sync.RWMutex
}

func newEffectiveURLTransport(base http.RoundTripper) *effectiveURLTransport {
	if base == nil {
		base = http.DefaultTransport
	}
	return &effectiveURLTransport{
		base:          base,
		effectiveURLs: make(map[string]string),
	}
}

func (t *effectiveURLTransport) RoundTrip(req *http.Request) (*http.Response, error) {
	originalHost := req.URL.Host
	resp, err := t.base.RoundTrip(req)
	if err != nil {
		return resp, err
	}
	if resp.Request != nil && resp.Request.URL != nil {
		effectiveHost := resp.Request.URL.Host
		if effectiveHost != originalHost {
			t.mutex.Lock()
			t.effectiveURLs[originalHost] = effectiveHost
			t.mutex.Unlock()
		}
	}
	return resp, err
}

func (t *effectiveURLTransport) getEffectiveHost(originalHost string) string {
	t.mutex.RLock()
	defer t.mutex.RUnlock()
	if effectiveHost, exists := t.effectiveURLs[originalHost]; exists {
		return effectiveHost
	}
	return originalHost
}

// RegistryOptions is a stand-in for image.RegistryOptions.
type RegistryOptions struct {
	InsecureUseHTTP bool
}

// registryImageProvider fetches an image reference (registry/repo:tag) from a registry.
type registryImageProvider struct {
	imageStr        string
	registryOptions RegistryOptions
}

// NewRegistryProvider creates a provider for an image reference such as host:port/repo:tag.
func NewRegistryProvider(registryOptions RegistryOptions, imageStr string) *registryImageProvider {
	return &registryImageProvider{imageStr: imageStr, registryOptions: registryOptions}
}

// parseReference is a stand-in for go-containerregistry name.ParseReference: an image
// reference repo:tag resolved against a default registry host.
func parseReference(repoTag, defaultRegistry string) (string, error) {
	return defaultRegistry + "/" + repoTag, nil
}
