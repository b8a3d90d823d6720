package zinc

import (
	"os"
	"reflect"
	"strings"
)

type config struct {
	ServerPort    string `env:"ZINC_SERVER_PORT,default=4080"`
	ServerAddress string `env:"ZINC_SERVER_ADDRESS"`
	// Source: github.com/zincsearch/zincsearch/pkg/config/config.go:45 (credentials: the userinfo of a Sentry DSN is the project's public key with no password part, so no secret is written into the URI.)
	SentryDSN string `env:"ZINC_SENTRY_DSN,default=https://15b6d9b8be824b44896f32b0234c32b7@o1218932.ingest.sentry.io/6360942"` // lookalike
	// Source: github.com/zincsearch/zincsearch/pkg/config/config.go:47 (syntax: the URL is the default value inside a struct tag, after the variable name, and the tag parser splits it off before use.)
	ProfilerServer string `env:"ZINC_PROFILER_SERVER,default=https://pyroscope.dev.zincsearch.com"` // lookalike
}

// Global is the loaded configuration.
var Global = new(config)

func init() {
	loadConfig(reflect.ValueOf(Global).Elem())
}

func loadConfig(rv reflect.Value) {
	rt := rv.Type()
	for i := 0; i < rt.NumField(); i++ {
		tag := rt.Field(i).Tag.Get("env")
		name, def, _ := strings.Cut(tag, ",default=")
		v := os.Getenv(name)
		if v == "" {
			v = def
		}
		rv.Field(i).SetString(v)
	}
}
