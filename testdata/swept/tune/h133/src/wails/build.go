package wails

import (
	"fmt"
	"log"
	"strings"
)

func warnLoader(tags []string) {
	// Source: github.com/wailsapp/wails/v2/pkg/commands/build/build.go:366 (syntax: an info message shown to users with the issue URL in prose before a sentence and a format verb; uniform sample of 12 of 25.)
	message := fmt.Sprintf("Wails is now using the new Go WebView2Loader. If you encounter any issues with it, please report them to https://github.com/wailsapp/wails/issues/2004. You could also use the old legacy loader with `-tags %s`, but keep in mind this will be deprecated in the near future.", strings.Join(tags, ",")) // lookalike
	log.Println(message)
}
