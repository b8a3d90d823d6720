package glance

import "fmt"

func serveUpdateNoticeIfConfigLocationNotMigrated() {
	fmt.Println("!!! WARNING !!!")
	fmt.Println("The default location of glance.yml in the Docker image has changed starting from v0.7.0.")
	// Source: github.com/glanceapp/glance/internal/glance/main.go:202 (syntax: the URL sits inside a console notice joined to words around it, prose and no URI use by rule 4)
	fmt.Println("Please see https://github.com/glanceapp/glance/blob/main/docs/v0.7.0-upgrade.md for more information.") // lookalike
}
