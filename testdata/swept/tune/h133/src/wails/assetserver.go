package wails

import (
	"fmt"
	"html"
	"math/rand"
	"strings"
)

// AssetServer serves assets and plugin scripts.
type AssetServer struct {
	pluginScripts map[string]string
}

// AddPluginScript registers a plugin script under a generated path.
func (d *AssetServer) AddPluginScript(pluginName string, script string) {
	if d.pluginScripts == nil {
		d.pluginScripts = make(map[string]string)
	}
	pluginName = strings.ReplaceAll(pluginName, "/", "_")
	pluginName = html.EscapeString(pluginName)
	// Source: github.com/wailsapp/wails/v2/pkg/assetserver/assetserver.go:105 (escaper: a plugin name goes into the path segment with slashes replaced, and whether a name needs escaping is not known from the code; uniform sample of 12 of 25.)
	pluginScriptName := fmt.Sprintf("/plugin_%s_%d.js", pluginName, rand.Intn(100000)) // lookalike
	d.pluginScripts[pluginScriptName] = script
}
