// Package clientv3 is a stub of go.etcd.io/etcd/client/v3, with the real signatures of the
// functions and fields that urilint's sink table names.
package clientv3

type Config struct {
	Endpoints []string
	Username  string
}
