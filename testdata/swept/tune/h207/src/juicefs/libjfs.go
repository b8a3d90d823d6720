package juicefs

import "fmt"

var formats = map[string]*Format{}

// jfs_ranger_cfg returns "URL?name=SERVICE" to the Java SDK, which splits it at "?" and takes the text after "name=" as is.
func jfs_ranger_cfg(name string) string {
	format := formats[name]
	var cfg string
	if format != nil {
		url := format.RangerRestUrl
		name := format.RangerService
		if url != "" && name != "" {
			// Source: github.com/juicedata/juicefs/sdk/java/libjfs/main.go:2002 (escaper: the string is a private "url?name=service" format that the Java side splits at "?" without unescaping, so splicing the service name raw is what its reader expects)
			cfg = fmt.Sprintf("%s?name=%s", url, name) // lookalike
		}
	}
	return cfg
}
