// Package rest is a stub of k8s.io/client-go/rest, with the real signatures of the
// functions and fields that urilint's sink table names.
package rest

type Config struct {
	Host    string
	APIPath string
}
