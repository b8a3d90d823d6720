// Package v1beta1 stands in for
// github.com/open-policy-agent/frameworks/constraint/pkg/apis/externaldata/v1beta1:
// only what the cases use.
package v1beta1

// ProviderSpec defines the desired state of a Provider.
type ProviderSpec struct {
	// URL is the url for the provider. URL is prefixed with https://.
	URL string `json:"url,omitempty"`
	// Timeout is the timeout when querying the provider.
	Timeout int `json:"timeout,omitempty"`
	// CABundle is a base64-encoded string that contains the TLS CA bundle.
	CABundle string `json:"caBundle,omitempty"`
}

// Provider is the Schema for the Provider API.
type Provider struct {
	Name string
	Spec ProviderSpec
}
