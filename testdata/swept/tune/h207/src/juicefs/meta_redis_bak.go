package juicefs

import "fmt"

func (m *redisMeta) checkServerConfig() error {
	if m.dbsize > 0 {
		// Source: github.com/juicedata/juicefs/pkg/meta/redis_bak.go:995 (syntax: rule 4, a URL inside error text joined to the words around it)
		return fmt.Errorf("database redis://%s is not empty", m.addr) // lookalike
	}
	return nil
}
