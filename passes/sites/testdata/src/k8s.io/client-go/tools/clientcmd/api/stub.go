// Package api is a stub of k8s.io/client-go/tools/clientcmd/api, with the real signatures of the
// functions and fields that urilint's sink table names.
package api

type Cluster struct {
	LocationOfOrigin string
	Server           string
	TLSServerName    string
}
