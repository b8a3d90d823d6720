package viper

type Viper struct{}

func New() *Viper                                 { return &Viper{} }
func SetDefault(key string, value any)            {}
func (v *Viper) SetDefault(key string, value any) {}
func GetString(key string) string                 { return "" }
