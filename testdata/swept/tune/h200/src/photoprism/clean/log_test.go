package clean

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestLog(t *testing.T) {
	t.Run("Ldap", func(t *testing.T) {
		// Source: github.com/photoprism/photoprism/pkg/clean/log_test.go:25 (syntax: a JNDI/LDAP log4j attack string given to the Log sanitiser, which must replace it, rule 2c; uniform sample 3 of 15)
		assert.Equal(t, "?", Log("User-Agent: {jndi:ldap://<host>:<port>/<path>}")) // lookalike
	})
}

func TestLogLower(t *testing.T) {
	t.Run("Ldap", func(t *testing.T) {
		// Source: github.com/photoprism/photoprism/pkg/clean/log_test.go:63 (syntax: a log4j attack string as input to the LogLower sanitiser, rule 2c; uniform sample 4 of 15)
		assert.Equal(t, "?", LogLower("User-Agent: ${jndi:ldap://<host>:<port>/<path>}")) // lookalike
	})
}
