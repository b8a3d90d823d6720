package txt

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestLogParam(t *testing.T) {
	t.Run("Log4j", func(t *testing.T) {
		// Source: github.com/photoprism/photoprism/pkg/txt/log_test.go:20 (syntax: a log4j payload given to the LogParam sanitiser, which must neutralise it, rule 2c; uniform sample 6 of 15)
		assert.Equal(t, "??https://?host?:?port?/?path??", LogParam("${https://<host>:<port>/<path>}")) // lookalike
	})
}

func TestLogParamLower(t *testing.T) {
	t.Run("Log4j", func(t *testing.T) {
		// Source: github.com/photoprism/photoprism/pkg/txt/log_test.go:38 (syntax: expected output of the LogParamLower sanitiser for a log4j payload, rule 2c; uniform sample 7 of 15)
		assert.Equal(t, "??https://?host?:?port?/?path??", LogParamLower("${https://<host>:<port>/<path>}")) // lookalike
	})
	t.Run("Log4j", func(t *testing.T) {
		// Source: github.com/photoprism/photoprism/pkg/txt/log_test.go:41 (syntax: a JNDI/LDAP attack string as input to the LogParamLower sanitiser, rule 2c; uniform sample 8 of 15)
		assert.Equal(t, "?", LogParamLower("User-Agent: ${jndi:ldap://<host>:<port>/<path>}")) // lookalike
	})
}
