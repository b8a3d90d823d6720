package pgweb

import (
	"flag"
	"fmt"
)

// Options are the command-line options.
type Options struct {
	HTTPHost string
	HTTPPort uint
	Prefix   string
	SkipOpen bool
}

var options Options

func init() {
	flag.StringVar(&options.HTTPHost, "bind", "localhost", "HTTP server host")
	flag.UintVar(&options.HTTPPort, "listen", 8081, "HTTP server listen port")
	flag.StringVar(&options.Prefix, "prefix", "", "URL prefix")
}

// Source: github.com/sosedoff/pgweb/pkg/cli/cli.go:246 (the page to open joins the --bind host flag to the listen port with ':', formatted with %v)
func openPage() string {
	url := fmt.Sprintf("http://%v:%v/%s", options.HTTPHost, options.HTTPPort, options.Prefix) // defect hostjoin
	fmt.Println("To view database open", url, "in browser")
	return url
}

func Run() string {
	flag.Parse()
	return openPage()
}
