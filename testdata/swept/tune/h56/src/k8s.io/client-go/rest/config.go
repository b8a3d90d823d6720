// Package rest is a minimal stub of k8s.io/client-go/rest.
package rest

// Config holds the fields of a Kubernetes client configuration the cases use.
type Config struct {
	Host    string
	APIPath string
	QPS     float32
	Burst   int
}
