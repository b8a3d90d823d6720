package juicefs

import "net/url"

type fdbDatabase struct{ clusterFile string }

func openFdbDatabase(clusterFile string) (fdbDatabase, error) { return fdbDatabase{clusterFile}, nil }

func newFdbClient(addr string) (fdbDatabase, error) {
	// Source: github.com/juicedata/juicefs/pkg/meta/tkv_fdb.go:55 (escaper: rule 5, the scheme is put back on the user's address only to split off the cluster-file path and the prefix query; the address is already in URI form)
	u, err := url.Parse("fdb://" + addr) // lookalike
	if err != nil {
		return fdbDatabase{}, err
	}
	return openFdbDatabase(u.Path)
}
