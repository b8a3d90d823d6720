// Package viper is a stub of github.com/spf13/viper.
package viper

// Viper is a configuration registry.
type Viper struct{ defaults map[string]any }

func New() *Viper { return &Viper{defaults: map[string]any{}} }

func (v *Viper) SetDefault(key string, value any) { v.defaults[key] = value }
func (v *Viper) GetString(key string) string {
	s, _ := v.defaults[key].(string)
	return s
}
func (v *Viper) AutomaticEnv() {}

var v = New()

func SetDefault(key string, value any) { v.SetDefault(key, value) }
func GetString(key string) string      { return v.GetString(key) }
func AutomaticEnv()                    {}
