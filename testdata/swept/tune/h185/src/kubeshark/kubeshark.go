package kubeshark

import "strconv"

// CallerMarshalFunc stands in for zerolog.CallerMarshalFunc.
var CallerMarshalFunc func(pc uintptr, file string, line int) string

func setupLogging() {
	CallerMarshalFunc = func(pc uintptr, file string, line int) string {
		short := file
		for i := len(file) - 1; i > 0; i-- {
			if file[i] == '/' {
				short = file[i+1:]
				break
			}
		}
		file = short
		// Source: github.com/kubeshark/kubeshark/kubeshark.go:26 (hostjoin: a source file name and line number joined for a log caller field, no host, port or URI)
		return file + ":" + strconv.Itoa(line) // lookalike
	}
}
