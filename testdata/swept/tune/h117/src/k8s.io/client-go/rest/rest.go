// Package rest is a minimal stub of k8s.io/client-go/rest.
package rest

// Config holds the settings of a Kubernetes API client.
type Config struct {
	Host        string
	APIPath     string
	BearerToken string
	UserAgent   string
}
