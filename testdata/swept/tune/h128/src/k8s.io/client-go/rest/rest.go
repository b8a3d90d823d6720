// Package rest is a minimal stub of k8s.io/client-go/rest.
package rest

// Config holds the settings of a client of the Kubernetes API server.
type Config struct {
	// Host is the API server address, a URL or host:port.
	Host        string
	BearerToken string
}
