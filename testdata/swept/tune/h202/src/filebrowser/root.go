package filebrowser

import (
	"log"
	"net"
)

// flagSet stands in for *pflag.FlagSet.
type flagSet struct{ defs map[string]string }

func (f *flagSet) String(name, value, usage string) *string {
	if f.defs == nil {
		f.defs = map[string]string{}
	}
	f.defs[name] = usage
	return &value
}

func (f *flagSet) StringP(name, short, value, usage string) *string {
	return f.String(name, value, usage)
}

func initRootFlags(flags *flagSet) {
	flags.String("cacheDir", "", "file cache directory (disabled if empty)")
	// Source: github.com/filebrowser/filebrowser/v2/cmd/root.go:93 (credentials: user:pass@host:port in flag help text are word placeholders shown to users, a mask by rule 3)
	flags.String("redisCacheUrl", "", "redis cache URL (for multi-instance deployments), e.g. redis://user:pass@host:port") // lookalike
	flags.StringP("address", "a", "127.0.0.1", "address to listen on")
	flags.StringP("port", "p", "8080", "port to listen on")
}

type serverSettings struct {
	Address string
	Port    string
	Socket  string
}

func runServer(server *serverSettings, enableExec bool) (net.Listener, error) {
	log.Println("NOTICE: File Browser is being wound down.")
	// Source: github.com/filebrowser/filebrowser/v2/cmd/root.go:198 (syntax: the advisories URL is part of a log notice joined to words, prose by rule 4)
	log.Println("NOTICE: https://github.com/filebrowser/filebrowser/security/advisories") // lookalike

	if enableExec {
		log.Println("WARNING: Command Runner feature enabled!")
		// Source: github.com/filebrowser/filebrowser/v2/cmd/root.go:380 (syntax: the issue URL is inside a log warning joined to words, prose by rule 4)
		log.Println("WARNING: read https://github.com/filebrowser/filebrowser/issues/5199") // lookalike
	}

	// Source: github.com/filebrowser/filebrowser/v2/cmd/root.go:206 (hostjoin: the --address and --port flags are joined by hand into the listen host:port, which breaks for an IPv6 address such as ::1; net.JoinHostPort is right)
	adr := server.Address + ":" + server.Port // defect hostjoin

	if server.Socket != "" {
		return net.Listen("unix", server.Socket)
	}
	return net.Listen("tcp", adr)
}
