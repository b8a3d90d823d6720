package wakapi

import (
	"net/url"
	"testing"

	"github.com/stretchr/testify/assert"
)

func setupWakatimeUtils(env string) {
	Set(&Config{Env: env})
	publicUrl, _ := url.Parse("https://wakapi.dev")
	Get().Server.PublicNetUrl = publicUrl
}

func TestValidateWakatimeUrl_InvalidUrl(t *testing.T) {
	setupWakatimeUtils("production")
	// Source: github.com/muety/wakapi/routes/utils/wakatime_utils_test.go:44 (syntax: a bad percent-escape in the host that the test expects the URL guard to reject and whose comment calls it an invalid url is a deliberate fixture by rules 2a and 2b)
	assert.Error(t, ValidateWakatimeUrl("https://192.168.0.%31/")) // lookalike
}

func TestValidateWakatimeUrl_NoHttps(t *testing.T) {
	setupWakatimeUtils("production")
	// Source: github.com/muety/wakapi/routes/utils/wakatime_utils_test.go:72 (plainhttp: plain http to a public host that the test expects the URL guard to reject is a deliberate fixture by rule 2a)
	assert.Error(t, ValidateWakatimeUrl("http://wakatime.com/api")) // lookalike
}

func TestValidateWakatimeUrl_NoHttps_Dev(t *testing.T) {
	setupWakatimeUtils("dev")
	// Source: github.com/muety/wakapi/routes/utils/wakatime_utils_test.go:77 (plainhttp: plain http given to the SSRF guard to check that dev mode lifts its https rule is input to URL-handling code about what it handles, rule 2c)
	assert.Nil(t, ValidateWakatimeUrl("http://wakatime.com/api")) // lookalike
}
