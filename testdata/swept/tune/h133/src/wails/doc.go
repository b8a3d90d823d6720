// Package wails holds cases rewritten from github.com/wailsapp/wails/v2.
package wails
