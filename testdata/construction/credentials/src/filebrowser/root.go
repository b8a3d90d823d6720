package filebrowser

import "flag"

// Source: github.com/filebrowser/filebrowser/cmd/root.go:93 (the help text of the redis cache flag shows the URL form with the words user and pass)
func addServerFlags(flags *flag.FlagSet) *string {
	flags.String("cacheDir", "", "file cache directory (disabled if empty)")
	return flags.String("redisCacheUrl", "", "redis cache URL (for multi-instance deployments), e.g. redis://user:pass@host:port") // lookalike
}

func RedisCacheURL(args []string) (string, error) {
	fs := flag.NewFlagSet("filebrowser", flag.ContinueOnError)
	u := addServerFlags(fs)
	err := fs.Parse(args)
	return *u, err
}
