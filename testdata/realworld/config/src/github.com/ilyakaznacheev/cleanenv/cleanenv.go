// Package cleanenv is a stub of github.com/ilyakaznacheev/cleanenv.
package cleanenv

func ReadEnv(cfg interface{}) error { return nil }
