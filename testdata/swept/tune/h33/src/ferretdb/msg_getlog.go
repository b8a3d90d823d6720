package ferretdb

import "fmt"

func startupWarnings(version string) []string {
	return []string{
		fmt.Sprintf("Powered by FerretDB %s.", version),
		// Source: github.com/FerretDB/FerretDB/internal/handler/msg_getlog.go:108 (syntax: a URL inside a startup warning sentence, prose shown to users.)
		"Please star us on GitHub: https://github.com/FerretDB/FerretDB.", // lookalike
	}
}
