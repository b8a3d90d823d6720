package govmomi

import (
	"flag"
	"fmt"
	"os"

	"github.com/vmware/govmomi/vim25"
)

// getEnvString returns string from environment variable.
func getEnvString(v string, def string) string {
	r := os.Getenv(v)
	if r == "" {
		return def
	}

	return r
}

const (
	envURL = "GOVMOMI_URL"
)

var urlDescription = fmt.Sprintf("ESX or vCenter URL [%s]", envURL)

// Source: github.com/vmware/govmomi/examples/examples.go:65 (credentials: "username:password@host", a template of words that shows where the parts go, the default of the examples' -url flag, rule 3)
var urlFlag = flag.String("url", getEnvString(envURL, "https://username:password@host"+vim25.Path), urlDescription) // lookalike
